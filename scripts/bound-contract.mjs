/**
 * Adds the bounds the OpenAPI security lint (scripts/lint-contract-security.mjs) asks for wherever
 * openapi/openapi.yaml lacks them: a `maxLength` on every string, a `format` and `minimum`/`maximum` on
 * every integer, a `maxItems` on every array; a 429 on every operation and the rate-limit and CORS
 * headers on every answer. Bounds already written by hand are never changed, so the
 * script can be run again after new operations land: `node scripts/bound-contract.mjs`, then review
 * the diff. Explicit choices (BOUNDS) come first; the rest follow from the field's name (RULES).
 * Response bounds sit above the matching request and catalogue-import bounds, because stored HTML
 * grows a little when it is sanitised.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';

const CONTRACT = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
const INT32_MAX = 2147483647;

/** Bounds chosen for one place (the lint's path, dot-separated), before any rule. */
const BOUNDS = {
  // Whole documents: risk descriptions and assessments are assembled from many catalogue sections.
  'components.schemas.IndustryDocument.properties.content': { maxLength: 2000000 },
  'components.schemas.GeneralInformation.properties.content': { maxLength: 200000 },
  'components.schemas.Exposure.properties.content': { maxLength: 100000 },
  'components.schemas.CourseUnitContent.properties.text': { maxLength: 100000 },
  'components.schemas.Course.properties.contents.items.properties.content': { maxLength: 100000 },
  'components.schemas.Course.properties.guide_contents.items.properties.content': { maxLength: 40000 },
  // User HTML is accepted up to 20 000 characters and may grow by escaping when sanitised.
  'components.schemas.UserProfile.properties.description': { maxLength: 131072 },
  'components.schemas.Company.properties.description': { maxLength: 131072 },
  // The file part's bytes (under 2 MB); the validated value is the file's name.
  'components.schemas.ImageUpload.properties.file': { maxLength: 2097152 },
  'components.schemas.BinaryImage': { maxLength: 16777216 },
  'paths./documents/pdf.post.responses.200.content.application/pdf.schema': { maxLength: 67108864 },
  'paths./documents/pdf.post.responses.200.headers.Content-Disposition.schema': { maxLength: 300 },
  'components.schemas.Error.properties.code': { maxLength: 64 },
  'components.schemas.Error.properties.message': { maxLength: 2000 },
  'components.schemas.NullableString': { maxLength: 2000 },
  'components.schemas.HexColour': { maxLength: 7 },
  'components.schemas.CssLength': { maxLength: 10 },
  'components.schemas.Role': { maxLength: 50 },
  'components.schemas.CountryRef.properties.code': { maxLength: 10 },
  'components.schemas.UserProfile.properties.country': { maxLength: 10 },
  'components.schemas.User.properties.email': { maxLength: 320 },
  'components.schemas.UserProfile.properties.email': { maxLength: 320 },
  'components.schemas.UserProfile.properties.addressStr': { maxLength: 1000 },
  'components.schemas.ClassificationLevel.properties.meta.properties.structure': { maxLength: 200 },
  'components.headers.Link.schema': { maxLength: 2048 },
  'components.headers.Retry-After.schema': { format: 'int32', maximum: 86400 },
  'components.schemas.HazardIndexEntry.properties.rating': { format: 'int32', minimum: 0, maximum: 100 },
  'components.schemas.TokenResponse.properties.expires_in': { format: 'int32', minimum: 1, maximum: 31536000 },
  'components.schemas.CourseUnit.properties.sequence': { format: 'int32', minimum: 0, maximum: 10000 },
  'components.parameters.Page.schema': { format: 'int32' },
  'components.parameters.PageSize.schema': { format: 'int32' },
  'components.schemas.TaxonomyId': { format: 'int32', minimum: 4, maximum: 12 },
  // Paged lists answer at most `pagesize` (100) items.
  'components.schemas.SearchHistoryList.properties.data': { maxItems: 100 },
  'components.schemas.IndustryList.properties.data': { maxItems: 100 },
  'components.schemas.ChecklistItemList.properties.data': { maxItems: 100 },
  'components.schemas.QuizList.properties.data': { maxItems: 100 },
  // Whole catalogue lists: today 1 225 classification nodes, 805 materials, 450 checklist items.
  'components.schemas.ClassificationLevel.properties.data': { maxItems: 20000 },
  'components.schemas.UserReportList.properties.data': { maxItems: 10000 },
  'components.schemas.PointsPeriod.properties.entries': { maxItems: 10000 },
  'components.schemas.StringList.properties.data': { maxItems: 10000 },
  'components.schemas.CityList.properties.data': { maxItems: 10000 },
  'components.schemas.ChecklistCategory.properties.risk_checklist': { maxItems: 10000 },
  'components.schemas.ChecklistCategoryList.properties.data': { maxItems: 1000 },
  'components.schemas.IndustryInfo.properties.related_industries': { maxItems: 1000 },
};

/** Defaults by the field's name (its property, parameter, header or schema name), first match wins. */
const RULES = {
  string: [
    [(name, schema) => typeof schema.pattern === 'string' && patternMaxLength(schema.pattern) !== undefined, null],
    [(name, schema) => schema.format === 'date', { maxLength: 10 }],
    [(name, schema) => schema.format === 'date-time' || /(_on|^date|^start|^end|^time_start|^time_end)$/.test(name), { maxLength: 40 }],
    [(name, schema) => schema.format === 'email', { maxLength: 320 }],
    [(name, schema) => schema.format === 'uri' || /(url|avatar|logo|cover|link|icon)$/.test(name), { maxLength: 2048 }],
    [(name) => /token$/.test(name), { maxLength: 512 }],
    [(name) => /^(description|comment|explanation|text|content|definition)$/.test(name), { maxLength: 40000 }],
    [(name) => /^(question|answer|value|risk_description|low|medium|high|sources|data_sources|hazard)$/.test(name), { maxLength: 4000 }],
    [
      (name) =>
        /^(code|abbr|revision|level|symbol|symbol_native|currency|key|slug|content_type|date_format|pattern|color|fill|place_id|id|applied_apps)$/.test(
          name,
        ),
      { maxLength: 100 },
    ],
    [() => true, { maxLength: 500 }],
  ],
  integer: [
    [(name, schema) => schema.minimum === undefined && schema.exclusiveMinimum === undefined, { minimum: 0 }],
    [() => true, {}],
  ],
  array: [
    [(name) => name === 'data', { maxItems: 1000 }],
    [() => true, { maxItems: 100 }],
  ],
};

/**
 * The longest string a simple anchored pattern matches (character classes, escapes, literals, groups
 * and alternatives, with `?` or `{m,n}`), or undefined when it has no such bound (`*`, `+`, `{m,}`).
 */
function patternMaxLength(pattern) {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return undefined;
  const source = pattern.slice(1, -1);
  let index = 0;
  const sequence = () => {
    let total = 0;
    while (index < source.length && source[index] !== ')' && source[index] !== '|') {
      let atom;
      const char = source[index];
      if (char === '*' || char === '+') return undefined;
      if (char === '[') {
        const end = source.indexOf(']', index + 2);
        if (end < 0) return undefined;
        index = end + 1;
        atom = 1;
      } else if (char === '(') {
        index += source.startsWith('?:', index + 1) ? 3 : 1;
        atom = alternatives();
        if (atom === undefined || source[index] !== ')') return undefined;
        index += 1;
      } else {
        index += char === '\\' ? 2 : 1;
        atom = 1;
      }
      const quantifier = /^(\?|\{(\d+)(?:,(\d+))?\})/.exec(source.slice(index));
      let times = 1;
      if (quantifier) {
        index += quantifier[0].length;
        if (quantifier[1] !== '?') times = Number(quantifier[3] ?? quantifier[2]);
      }
      if (index < source.length && '*+{'.includes(source[index])) return undefined;
      total += atom * times;
    }
    return total;
  };
  const alternatives = () => {
    let longest = sequence();
    while (longest !== undefined && source[index] === '|') {
      index += 1;
      const next = sequence();
      longest = next === undefined ? undefined : Math.max(longest, next);
    }
    return longest;
  };
  // A top-level `|` splits the anchors (`^a|b$`): no bound.
  const length = sequence();
  return index === source.length ? length : undefined;
}

const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** The name a rule matches: the property, parameter or component the schema belongs to. */
function nameOf(path, parent) {
  let index = path.length - 1;
  while (index > 0 && ['items', 'schema'].includes(path[index])) {
    if (path[index] === 'schema' && parent?.name) return parent.name;
    index -= 1;
  }
  return String(path[index]);
}

function boundsFor(path, schema, parent) {
  const types = typesOf(schema);
  const explicit = BOUNDS[path.join('.')] ?? {};
  const wanted = { ...explicit };
  const name = nameOf(path, parent);
  const fromRules = (type) => RULES[type].find(([matches]) => matches(name, schema))[1] ?? { maxLength: patternMaxLength(schema.pattern) };
  if (types.includes('string') && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined) {
    Object.assign(wanted, { ...fromRules('string'), ...explicit });
  }
  if (types.includes('integer') && schema.enum === undefined) {
    Object.assign(wanted, { format: 'int32', ...fromRules('integer'), maximum: INT32_MAX, ...explicit });
  }
  if (types.includes('integer') && schema.enum !== undefined) Object.assign(wanted, { format: 'int32', ...explicit });
  if (types.includes('array') && schema.maxItems === undefined) Object.assign(wanted, { ...fromRules('array'), ...explicit });
  // Only what is missing: hand-written bounds stay.
  if (schema.exclusiveMaximum !== undefined) delete wanted.maximum;
  if (schema.exclusiveMinimum !== undefined) delete wanted.minimum;
  return Object.fromEntries(Object.entries(wanted).filter(([key]) => schema[key] === undefined));
}

function visit(node, path, parent, changes) {
  if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index], null, changes));
  if (!isMap(node)) return;
  const plain = node.toJSON();
  if (plain && plain.type !== undefined && !path.includes('examples') && !path.includes('example')) {
    for (const [key, value] of Object.entries(boundsFor(path, plain, parent))) {
      node.set(key, value);
      changes.push(`${path.join('.')}: ${key} ${value}`);
    }
  }
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? pair.key.value : String(pair.key);
    visit(pair.value, [...path, key], plain, changes);
  }
}

/** Headers every answer carries: the rate budget (see the plugins/rate-limit) and, for partner embeds, CORS. */
const ANSWER_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Access-Control-Allow-Origin'];
/** `{ $ref: '...' }` quoted as the rest of the file quotes its references. */
function reference(document, target) {
  const node = document.createNode({ $ref: target });
  node.items[0].value.type = 'QUOTE_SINGLE';
  return node;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** Adds the shared answer headers to one response object (not to a `$ref`: its target gets them). */
function declareAnswerHeaders(document, response, where, changes) {
  if (!isMap(response) || response.has('$ref')) return;
  let headers = response.get('headers');
  if (!headers) {
    headers = document.createNode({});
    const at = response.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === 'content');
    const pair = document.createPair('headers', headers);
    response.items.splice(at < 0 ? response.items.length : at, 0, pair);
  }
  for (const name of ANSWER_HEADERS) {
    if (headers.has(name)) continue;
    headers.set(name, reference(document, `#/components/headers/${name}`));
    changes.push(`${where}: header ${name}`);
  }
}

/** Every operation may answer 429 (the rate limit applies to all of them), declared in status order. */
function declareRateLimit(document, changes) {
  for (const pathPair of document.get('paths').items) {
    for (const operationPair of pathPair.value.items) {
      if (!METHODS.has(operationPair.key.value)) continue;
      const responses = operationPair.value.get('responses');
      const where = `${operationPair.key.value.toUpperCase()} ${pathPair.key.value}`;
      if (!responses.has('429')) {
        const at = responses.items.findIndex((pair) => String(pair.key.value) > '429');
        const pair = document.createPair('429', reference(document, '#/components/responses/TooManyRequests'));
        pair.key.type = 'QUOTE_SINGLE';
        responses.items.splice(at < 0 ? responses.items.length : at, 0, pair);
        changes.push(`${where}: 429`);
      }
      for (const pair of responses.items) declareAnswerHeaders(document, pair.value, `${where} ${pair.key.value}`, changes);
    }
  }
  for (const pair of document.getIn(['components', 'responses']).items) {
    declareAnswerHeaders(document, pair.value, `components.responses.${pair.key.value}`, changes);
  }
}

const document = parseDocument(await readFile(CONTRACT, 'utf8'));
const changes = [];
visit(document.contents, [], null, changes);
declareRateLimit(document, changes);
await writeFile(CONTRACT, document.toString({ lineWidth: 0, flowCollectionPadding: false }));
console.log(changes.length === 0 ? 'openapi.yaml already bounded.' : `${changes.length} bounds added:\n  ${changes.join('\n  ')}`);

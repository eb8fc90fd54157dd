/**
 * Reads the ANZSIC data files (`data/anzsic/*.txt`): the real ANZSIC 2006 hierarchy, the closest UK SIC
 * 2007 subclass of each class, and the industries (with aliases) a broker searches for under each class.
 * Format: `D|S|G <code> <title>`, `C <code> <title> | <sic> <sic title>`, `- <industry>`, `~ <alias> => <industry>`.
 */
export interface AnzsicNode {
  level: 'Division' | 'Subdivision' | 'Group' | 'Class';
  code: string;
  name: string;
  parentCode: string | null;
}

export interface AnzsicClass extends AnzsicNode {
  level: 'Class';
  sic: { code: string; name: string };
  industries: string[];
  aliases: { name: string; target: string }[];
}

export interface ParsedAnzsic {
  nodes: AnzsicNode[];
  classes: AnzsicClass[];
  /** Lines the parser dropped, with the reason (duplicates across files and the like). */
  warnings: string[];
}

export class CatalogueParseError extends Error {}

const LINE = /^([DSGC]) (\S+) (.+)$/;
const CLASS_TITLE = /^(.+?) \| (\d{5}) (.+)$/;

export function parseAnzsicFiles(files: { name: string; text: string }[]): ParsedAnzsic {
  const nodes: AnzsicNode[] = [];
  const classes: AnzsicClass[] = [];
  const warnings: string[] = [];
  const seenCodes = new Set<string>();
  const seenNames = new Map<string, string>();
  let division: string | null = null;
  let subdivision: string | null = null;
  let group: string | null = null;
  let current: AnzsicClass | null = null;

  for (const file of files) {
    file.text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      const where = `${file.name}:${index + 1}`;
      if (line === '' || line.startsWith('#')) return;
      if (line.startsWith('- ')) {
        if (!current) throw new CatalogueParseError(`${where}: industry before any class`);
        const name = line.slice(2).trim();
        const key = name.toLowerCase();
        const earlier = seenNames.get(key);
        // An industry name must say which industry it is: one listed under two classes is qualified
        // with what it is in each, e.g. "Cotton ginning (agricultural service)".
        if (earlier) throw new CatalogueParseError(`${where}: "${name}" already listed at ${earlier}; qualify the names with their class`);
        seenNames.set(key, where);
        current.industries.push(name);
        return;
      }
      if (line.startsWith('~ ')) {
        if (!current) throw new CatalogueParseError(`${where}: alias before any class`);
        const [alias, target] = line
          .slice(2)
          .split(' => ')
          .map((part) => part.trim());
        if (!alias || !target) throw new CatalogueParseError(`${where}: alias needs "name => industry"`);
        if (!current.industries.includes(target)) {
          warnings.push(`${where}: alias target "${target}" is not in class ${current.code}; dropped`);
          return;
        }
        if (seenNames.has(alias.toLowerCase())) {
          warnings.push(`${where}: alias "${alias}" is already a name; dropped`);
          return;
        }
        seenNames.set(alias.toLowerCase(), where);
        current.aliases.push({ name: alias, target });
        return;
      }
      const match = LINE.exec(line);
      if (!match) throw new CatalogueParseError(`${where}: unrecognised line "${line}"`);
      const [, kind, code, rest] = match as unknown as [string, 'D' | 'S' | 'G' | 'C', string, string];
      if (seenCodes.has(kind + code)) throw new CatalogueParseError(`${where}: code ${code} repeated`);
      seenCodes.add(kind + code);
      switch (kind) {
        case 'D':
          if (!/^[A-S]$/.test(code)) throw new CatalogueParseError(`${where}: bad division code ${code}`);
          division = code;
          subdivision = group = null;
          current = null;
          nodes.push({ level: 'Division', code, name: rest, parentCode: null });
          break;
        case 'S':
          if (!/^\d{2}$/.test(code) || !division) throw new CatalogueParseError(`${where}: bad subdivision ${code}`);
          subdivision = code;
          group = null;
          current = null;
          nodes.push({ level: 'Subdivision', code, name: rest, parentCode: division });
          break;
        case 'G':
          if (!/^\d{3}$/.test(code) || !subdivision || !code.startsWith(subdivision)) {
            throw new CatalogueParseError(`${where}: group ${code} is not inside subdivision ${subdivision}`);
          }
          group = code;
          current = null;
          nodes.push({ level: 'Group', code, name: rest, parentCode: subdivision });
          break;
        case 'C': {
          const title = CLASS_TITLE.exec(rest);
          if (!/^\d{4}$/.test(code) || !group || !code.startsWith(group) || !title) {
            throw new CatalogueParseError(`${where}: class ${code} must sit in group ${group} and name its UK SIC subclass`);
          }
          current = {
            level: 'Class',
            code,
            name: title[1]!,
            parentCode: group,
            sic: { code: title[2]!, name: title[3]! },
            industries: [],
            aliases: [],
          };
          nodes.push(current);
          classes.push(current);
          break;
        }
        default:
          kind satisfies never;
      }
    });
  }
  for (const anzsicClass of classes) {
    if (anzsicClass.industries.length === 0) {
      throw new CatalogueParseError(`class ${anzsicClass.code} ${anzsicClass.name} has no industries`);
    }
  }
  return { nodes, classes, warnings };
}

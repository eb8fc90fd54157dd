import { describe, expect, it } from 'vitest';
import { buildContent } from './build-content.js';
import {
  ContentParseError,
  parseChecklist,
  parseCourses,
  parseEndorsements,
  parseExposures,
  parseHazardDrivers,
  parseMaterials,
} from './parse-content.js';

const file = (text: string) => ({ name: 'x.txt', text });

describe('content parsers', () => {
  it('read checklist questions by class and section, with type and relevance', () => {
    const items = parseChecklist(
      file('# class property_damage\n## Construction\nK | Are sprinklers fitted? | C,F\nC | What is the sum insured? | *\n'),
    );
    expect(items).toEqual([
      {
        classSlug: 'property_damage',
        section: 'Construction',
        type: 'Key',
        title: 'Are sprinklers fitted?',
        divisions: ['C', 'F'],
        keywords: [],
      },
      {
        classSlug: 'property_damage',
        section: 'Construction',
        type: 'Core',
        title: 'What is the sum insured?',
        divisions: [],
        keywords: [],
      },
    ]);
    expect(() => parseChecklist(file('# class crime\nK | No section? | *'))).toThrow(
      'x.txt:2: a question needs a class, a section and a type K, G or C',
    );
    expect(() => parseChecklist(file('# class crime\n## S\nX | Bad type? | *'))).toThrow(ContentParseError);
  });

  it('read ANZSIC codes at every level and exclusions in any file, and point at a bad relevance by file and line', () => {
    expect(parseExposures(file('# class property_damage\n117,1174 ~bak !~cafe | Flour dust ignited by oven burners'))).toEqual([
      { classSlug: 'property_damage', text: 'Flour dust ignited by oven burners', divisions: ['117', '1174'], keywords: ['bak', '!cafe'] },
    ]);
    expect(parseMaterials(file('# * !K,M\nFire extinguishers'))).toEqual([
      { name: 'Fire extinguishers', divisions: ['!K', '!M'], keywords: [] },
    ]);
    expect(() => parseExposures(file('# class motor\n\n12345 | Five digits'))).toThrow('x.txt:3: bad ANZSIC code "12345"');
    expect(() => parseChecklist(file('# class crime\n## S\nK | Only an exclusion? | !69'))).toThrow('x.txt:3: empty relevance "!69"');
  });

  it('read an optional source note after an exposure or a question, and trade hazard drivers', () => {
    expect(parseExposures(file('# class property_damage\n117 | Gas burner failures | src: AS 3814'))).toEqual([
      { classSlug: 'property_damage', text: 'Gas burner failures', divisions: ['117'], keywords: [], source: 'AS 3814' },
    ]);
    expect(
      parseChecklist(file('# class crime\n## S\nK | Is the TPB registration current? | 6932 | src: Tax Agent Services Act 2009'))[0],
    ).toMatchObject({
      title: 'Is the TPB registration current?',
      divisions: ['6932'],
      source: 'Tax Agent Services Act 2009',
    });
    expect(() => parseExposures(file('# class motor\n46 | Rollovers | src:'))).toThrow('x.txt:2: an empty source note');
    expect(() => parseExposures(file('# class motor\n46 | Rollovers | AS 1234'))).toThrow('x.txt:2: expected 2 fields');
    expect(parseHazardDrivers(file('# class motor\n4610 | heavy vehicles; fatigue; rollovers'))).toEqual([
      { classSlug: 'motor', drivers: ['heavy vehicles', 'fatigue', 'rollovers'], divisions: ['4610'], keywords: [] },
    ]);
    expect(() => parseHazardDrivers(file('# class motor\n4610 | just one'))).toThrow('x.txt:2: name two or three drivers');
  });

  it('read exposures and material blocks', () => {
    expect(parseExposures(file('# class motor\n~truck | Heavy vehicle collisions'))).toEqual([
      { classSlug: 'motor', text: 'Heavy vehicle collisions', divisions: [], keywords: ['truck'] },
    ]);
    expect(parseMaterials(file('# ~bak\nDeck ovens\nDough mixers\n# A\nTractors'))).toEqual([
      { name: 'Deck ovens', divisions: [], keywords: ['bak'] },
      { name: 'Dough mixers', divisions: [], keywords: ['bak'] },
      { name: 'Tractors', divisions: ['A'], keywords: [] },
    ]);
    expect(() => parseExposures(file('# class motor\nonly text'))).toThrow('x.txt:2: expected 2 fields separated by " | "');
  });

  it('read endorsement blocks and refuse an incomplete one', () => {
    const text =
      '@ ISR-001 | Mark IV | Additional Benefits | Capital additions\ntext: <p>Cover</p>\nexplanation: <p>Why</p>\nrelevance: *\n';
    expect(parseEndorsements(file(text))).toEqual([
      {
        code: 'ISR-001',
        mark: 'Mark IV',
        typeName: 'Additional Benefits',
        heading: 'Capital additions',
        text: '<p>Cover</p>',
        explanation: '<p>Why</p>',
        divisions: [],
        keywords: [],
      },
    ]);
    expect(() => parseEndorsements(file('@ ISR-002 | Mark VI | Conditions | X\ntext: a\nexplanation: b\nrelevance: *'))).toThrow(
      'the mark must be Mark IV or Mark V',
    );
    expect(() => parseEndorsements(file('@ ISR-003 | Mark V | Conditions | X\ntext: a\nrelevance: *'))).toThrow(
      'needs text, explanation and relevance',
    );
  });

  it('read courses with guides, units and questions, each with exactly one correct answer', () => {
    const text =
      '= course | Cyber basics | Learn it\nguide | book | What you will learn | <p>Much</p>\nunit | Threats | <p>Phishing</p>\nquestion | Which is phishing? | Emails that trick.\nanswer | * | A deceptive email\nanswer | - | A firewall\n';
    const [course] = parseCourses(file(text));
    expect(course).toMatchObject({
      name: 'Cyber basics',
      units: [{ title: 'Threats' }],
      questions: [{ question: 'Which is phishing?', answers: [{ correct: true }, { correct: false }] }],
    });
    expect(() => parseCourses(file(text.replace('answer | * |', 'answer | - |')))).toThrow('needs exactly one correct answer');
  });

  it('give a unit the media line that follows it, a /media/ path or an https URL only', () => {
    const text = '= course | Cyber basics | Learn it\nunit | Threats | <p>Phishing</p>\nmedia | /media/courses/phishing.svg\n';
    expect(parseCourses(file(text))[0]!.units).toEqual([
      { title: 'Threats', text: '<p>Phishing</p>', media: '/media/courses/phishing.svg' },
    ]);
    expect(() => parseCourses(file(text.replace('/media/courses/phishing.svg', 'javascript:alert(1)')))).toThrow('media follows a unit');
    expect(() => parseCourses(file('= course | A | B\nmedia | /media/x.svg\n'))).toThrow('media follows a unit');
  });

  it('number courses by position unless an id line fixes the id, and refuse a repeated id', () => {
    const courses = (text: string) => buildContent([{ name: 'courses.txt', text }], new Map()).courses.map((course) => course.id);
    expect(courses('= course | A | a\n= course | B | b\nid | 25\n= course | C | c\n')).toEqual([1, 25, 3]);
    expect(() => courses('= course | A | a\n= course | B | b\nid | 1\n')).toThrow('course id 1 is used twice');
    expect(() => parseCourses(file('= course | A | a\nid | x1\n'))).toThrow('a course id is a positive integer');
  });
});

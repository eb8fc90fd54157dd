import type { FastifyRequest } from 'fastify';
import { FOOTAGE, FOOTAGE_CONTENT_TYPE, footageBytes } from '../catalogue/content/footage.js';
import {
  assessedClasses,
  assessmentTitle,
  generalInformation,
  htmlList,
  riskAssessment,
  riskDescription,
  type DocumentSource,
} from '../catalogue/content/documents.js';
import { ILLUSTRATIONS_PER_INDUSTRY, illustrationCaption, illustrationSvg } from '../catalogue/content/illustrations.js';
import { endorsementItems } from '../catalogue/content/industry-content.js';
import type { CatalogueSnapshot, IndustryEntry, InsuranceClass } from '../catalogue/snapshot.js';
import { TAXONOMY } from '../catalogue/types.js';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';
import { callerOf, classActive } from '../access/decide.js';
import { nextPageLink } from './paging.js';

function industryOf(snapshot: CatalogueSnapshot, id: number): IndustryEntry {
  const industry = snapshot.canonicalIndustry(id);
  if (!industry) throw notFound('Industry not found.');
  return industry;
}

const classRef = ({ id, name, slug }: InsuranceClass) => ({ id, name, slug });

/** Class refs by id, for the rows that carry only a class id. */
function classRefs(snapshot: CatalogueSnapshot) {
  return (classId: number) => {
    const insuranceClass = snapshot.insuranceClass(classId);
    if (!insuranceClass) throw new Error(`Content row names unknown insurance class ${classId}.`);
    return classRef(insuranceClass);
  };
}

function documentSource(snapshot: CatalogueSnapshot, industry: IndustryEntry): DocumentSource {
  const anzsic = industry.codes.get(TAXONOMY.anzsic);
  return {
    name: industry.name,
    className: anzsic === undefined ? undefined : snapshot.classificationName(TAXONOMY.anzsic, anzsic),
    divisionName: anzsic === undefined ? undefined : snapshot.classificationName(TAXONOMY.anzsic, snapshot.divisionOf(anzsic) ?? ''),
    ratings: snapshot.insuranceClasses.flatMap((insuranceClass) => {
      const score = snapshot.hazardScores(industry.id).find((entry) => entry.class_id === insuranceClass.id);
      return score ? [{ id: insuranceClass.id, name: insuranceClass.name, rating: score.rating }] : [];
    }),
    content: snapshot.industryContent(industry),
  };
}

const lastUpdated = (snapshot: CatalogueSnapshot) => snapshot.meta?.loaded_at.toISOString() ?? null;

/**
 * The classes whose rows a caller may read: a restricted user's inactive classes are left out of the
 * lists of an industry's classes (access/policy.ts), as asking for one by name is refused.
 */
async function activeClassesOf(request: FastifyRequest) {
  const caller = callerOf((await request.caller()).user);
  return (classId: number) => classActive(caller, classId);
}

/**
 * An industry's research sections and documents, all from the in-memory catalogue. The content does
 * not vary by country (the country in the path names the market the client is in); which sections a
 * country sees is the client's section-visibility rule.
 */
export function industryContentHandlers({ catalogue }: ServerContext): Handlers {
  return {
    async getIndustryExposures(request) {
      const active = await activeClassesOf(request);
      const snapshot = catalogue.current();
      const { exposures } = snapshot.industryContent(industryOf(snapshot, request.params.id));
      return {
        data: snapshot.insuranceClasses
          .filter((insuranceClass) => active(insuranceClass.id))
          .flatMap((insuranceClass) => {
            const lines = exposures.filter((row) => row.class_id === insuranceClass.id);
            if (lines.length === 0) return [];
            return [
              {
                id: insuranceClass.id,
                title: insuranceClass.name,
                content: htmlList(lines.map((row) => row.text)),
                insurance_class: classRef(insuranceClass),
              },
            ];
          }),
      };
    },

    async getIndustryMaterialsEquipment(request) {
      await request.caller();
      const snapshot = catalogue.current();
      return { data: [...snapshot.industryContent(industryOf(snapshot, request.params.id)).materials] };
    },

    async listIndustryEndorsements(request) {
      await request.caller();
      const snapshot = catalogue.current();
      const { mark } = request.query;
      return {
        data: snapshot
          .industryContent(industryOf(snapshot, request.params.id))
          .endorsements.filter((row) => mark === undefined || row.mark === mark)
          .map((row) => ({
            code: row.code,
            heading: row.heading,
            text: row.text,
            explanation: row.explanation,
            type: row.mark,
            type_name: row.type_name,
            items: endorsementItems(row.text),
          })),
      };
    },

    async getIndustryChecklist(request, reply) {
      const active = await activeClassesOf(request);
      const snapshot = catalogue.current();
      const { type, insurance_class: classId, page, pagesize } = request.query;
      const refOf = classRefs(snapshot);
      const items = snapshot
        .industryContent(industryOf(snapshot, request.params.id))
        .checklist.filter((row) => row.type === type && (classId === undefined || row.class_id === classId) && active(row.class_id));
      const start = (page - 1) * pagesize;
      if (items.length > start + pagesize) reply.header('link', nextPageLink(request, page + 1));
      return {
        data: items.slice(start, start + pagesize).map((row) => ({
          id: row.id,
          title: row.title,
          section_name: row.section,
          type: row.type,
          insurance_class: refOf(row.class_id),
        })),
      };
    },

    async listIndustryChecklistCategories(request) {
      const active = await activeClassesOf(request);
      const snapshot = catalogue.current();
      const { type } = request.query;
      const refOf = classRefs(snapshot);
      const sections = new Map<string, { id: number; title: string; insurance_class: ReturnType<typeof refOf> }[]>();
      for (const row of snapshot.industryContent(industryOf(snapshot, request.params.id)).checklist) {
        if (row.type !== type || !active(row.class_id)) continue;
        const question = { id: row.id, title: row.title, insurance_class: refOf(row.class_id) };
        const section = sections.get(row.section);
        if (section) section.push(question);
        else sections.set(row.section, [question]);
      }
      return { data: [...sections].map(([section_name, risk_checklist]) => ({ section_name, type, risk_checklist })) };
    },

    async getIndustryMedia(request) {
      await request.caller();
      const industry = industryOf(catalogue.current(), request.params.id);
      return {
        image: Array.from({ length: ILLUSTRATIONS_PER_INDUSTRY }, (_, offset) => {
          const url = `/api/media/industries/${industry.id}/${offset + 1}.svg`;
          return {
            id: industry.id * 100 + offset + 1,
            type: 'image' as const,
            content_type: 'image/svg+xml',
            thumbnail_url: url,
            content_url: url,
            description: illustrationCaption(industry.name, offset + 1)!,
            source: 'Risk Atlas illustration',
          };
        }),
        video: FOOTAGE.map((clip, offset) => ({
          id: industry.id * 100 + ILLUSTRATIONS_PER_INDUSTRY + offset + 1,
          type: 'video' as const,
          content_type: FOOTAGE_CONTENT_TYPE,
          // The poster is one of the industry's own illustrations.
          thumbnail_url: `/api/media/industries/${industry.id}/${offset + 1}.svg`,
          content_url: `/api/media/industries/${industry.id}/${clip.file}`,
          description: clip.caption(industry.name),
          source: 'Risk Atlas footage',
        })),
      };
    },

    async getIndustryMediaFile(request, reply) {
      const industry = industryOf(catalogue.current(), request.params.id);
      const { file } = request.params;
      if (file.endsWith('.webm')) {
        const clip = footageBytes(file);
        if (!clip) throw notFound('No such video.');
        reply.type(FOOTAGE_CONTENT_TYPE).header('cache-control', 'public, max-age=86400');
        return clip;
      }
      const index = Number.parseInt(file, 10);
      if (index > ILLUSTRATIONS_PER_INDUSTRY) throw notFound('No such image.');
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
      return Buffer.from(illustrationSvg(industry, index));
    },

    async listGeneralInformation(request) {
      await request.caller();
      const snapshot = catalogue.current();
      const { insurance_class: classId } = request.query;
      const classes = snapshot.insuranceClasses.filter((insuranceClass) => classId === undefined || insuranceClass.id === classId);
      if (classes.length === 0) throw notFound('Insurance class not found.');
      const everywhere = (row: { divisions: string[]; keywords: string[] }) => row.divisions.length === 0 && row.keywords.length === 0;
      return {
        data: classes.map((insuranceClass) => ({
          insurance_class: classRef(insuranceClass),
          ...generalInformation({
            name: insuranceClass.name,
            includes: insuranceClass.includes.map((included) => included.name),
            exposures: snapshot.exposures.filter((row) => row.class_id === insuranceClass.id && everywhere(row)).map((row) => row.text),
            questions: snapshot.checklistItems
              .filter((row) => row.class_id === insuranceClass.id && row.type === 'Key' && everywhere(row))
              .map((row) => row.title),
          }),
        })),
      };
    },

    async getRiskDescription(request) {
      await request.caller();
      const snapshot = catalogue.current();
      const { country, industry: id } = request.params;
      const industry = industryOf(snapshot, id);
      const document = riskDescription(documentSource(snapshot, industry));
      return {
        id: `${country}.${industry.id}`,
        ...document,
        country,
        industry_id: industry.id,
        insurance_class: null,
        last_updated_on: lastUpdated(snapshot),
      };
    },

    async listAssessmentOutlines(request) {
      const active = await activeClassesOf(request);
      const snapshot = catalogue.current();
      const industry = industryOf(snapshot, request.query.industry);
      return {
        data: assessedClasses(documentSource(snapshot, industry))
          .filter((entry) => active(entry.id))
          .map((entry) => ({
            insurance_class: classRef(snapshot.insuranceClass(entry.id)!),
            title: assessmentTitle(industry.name, entry.name),
          })),
      };
    },

    async getRiskAssessment(request) {
      await request.caller();
      const snapshot = catalogue.current();
      const { insuranceClass: paddedClass, industry: id } = request.params;
      const { country } = request.query;
      const industry = industryOf(snapshot, id);
      const insuranceClass = snapshot.insuranceClass(Number(paddedClass));
      const document = insuranceClass && riskAssessment(documentSource(snapshot, industry), insuranceClass.id);
      if (!insuranceClass || !document) throw notFound('No risk assessment for this class and industry.');
      return {
        id: `${paddedClass}.${industry.id}`,
        ...document,
        country,
        industry_id: industry.id,
        insurance_class: classRef(insuranceClass),
        last_updated_on: lastUpdated(snapshot),
      };
    },
  };
}

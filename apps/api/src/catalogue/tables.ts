import type {
  CatalogueMetaRow,
  ChecklistItemRow,
  ClassificationNodeRow,
  CourseQuestionRow,
  CourseRow,
  CourseUnitRow,
  EndorsementRow,
  ExposureRow,
  HazardRatingRow,
  IndustryCodeRow,
  IndustryRow,
  InsuranceClassIncludeRow,
  InsuranceClassRow,
  MaterialEquipmentRow,
  ReportThemeRow,
  TaxonomyRow,
} from '../db/rows.js';

/** An industry's hazard ratings: `ratings[i]` is the rating of class `class_ids[i]`. */
export interface HazardScores {
  industry_id: HazardRatingRow['industry_id'];
  class_ids: HazardRatingRow['class_id'][];
  ratings: HazardRatingRow['rating'][];
}

/** Every catalogue table, as rows: what a replica keeps in memory. */
export interface CatalogueTables {
  meta: CatalogueMetaRow | null;
  taxonomies: TaxonomyRow[];
  classificationNodes: ClassificationNodeRow[];
  insuranceClasses: InsuranceClassRow[];
  insuranceClassIncludes: InsuranceClassIncludeRow[];
  reportThemes: ReportThemeRow[];
  industries: IndustryRow[];
  industryCodes: IndustryCodeRow[];
  /** Ratings without their comments (the bulk of the catalogue's bytes; see findHazardComments in db/repositories/catalogue.ts). */
  hazardScores: HazardScores[];
  checklistItems: ChecklistItemRow[];
  exposures: ExposureRow[];
  materialsEquipment: MaterialEquipmentRow[];
  endorsements: EndorsementRow[];
  courses: CourseRow[];
  courseUnits: CourseUnitRow[];
  courseQuestions: CourseQuestionRow[];
}

/** The report's fixed text. Names in braces are filled in per report. */
export const reportCopy = {
  previewLabel: 'Report preview',
  preparedFor: 'Prepared for',
  industry: 'Industry',
  date: 'Date',
  disclaimerTitle: 'Disclaimer',
  disclaimer:
    'This report gives general information about the insurance risks of an industry. It does not take into account the particular circumstances of the insured business and is not advice. The hazard ratings, exposures and natural catastrophe analysis are indicative. Before acting on it, discuss the insured business with your adviser and read the relevant policy wording.',
  introduction:
    'This report sets out the insurance risks that businesses in the {industry} industry commonly face, prepared for {name}. It brings together the hazard rating of each insurance class, the significant exposures of the industry and a checklist of questions to work through with your adviser.',
  about:
    'The hazard assessment rates each insurance class from 0 to 100 for the industry as a whole: low, medium or high. Significant exposures describe the events that most often lead to claims in the industry.',
  purpose:
    'The purpose of this report is to help {name} understand where the business may be exposed, so that cover can be arranged to match the risks that matter most to it.',
  underInsurance:
    'Most property policies carry a co-insurance (average) clause: when the sum insured is less than the stated percentage of the value at risk, a claim is paid only in proportion. For example, with 80% co-insurance, a sum insured of {declared} against a replacement value of {value} and a loss of {loss}, the insurer pays {payable} and the business bears {uninsured}.',
  irgpIntro:
    'Turnover × Rate = Indicative Sum Insured for an indemnity period of up to 12 months. For longer indemnity periods the sum insured is multiplied as the table shows.',
  irgpRate: 'Indicative rate of insurable gross profit for {country}: {rate}%',
  indemnityPeriod: 'Indemnity period',
  multiplier: 'Multiplier',
  months: '{months} months',
  hazardChart: 'Hazard rating per insurance class',
  hazardGroupChart: 'Hazard rating per insurance class, by group',
  rating: 'Rating',
  natcatChart: 'Natural catastrophe index by hazard',
  natcatLocation: 'Business location: {address}',
  hazard: 'Hazard',
  risk: 'Risk',
  returnPeriod: 'Return period',
  question: 'Question',
  answer: 'Answer',
  selectedClasses: 'Insurance classes selected for consideration',
  underwriterChecklist: 'Risk checklist',
  backCover: 'Prepared with Risk Atlas',
  contact: { jobTitle: 'Job title', company: 'Company', phone: 'Phone', mobile: 'Mobile', email: 'Email', address: 'Address' },
} as const;

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export { ENDORSEMENT_MARKS, endorsementCopy, Endorsements } from './Endorsements';
export type { EndorsementMark, EndorsementsProps } from './Endorsements';

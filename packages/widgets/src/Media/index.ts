export { Media, mediaCopy, MEDIA_TABS } from './Media';
export type { MediaKind, MediaProps } from './Media';

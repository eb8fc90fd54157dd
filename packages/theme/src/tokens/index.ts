export { palette } from './color';
export type { PaletteColor } from './color';
export { space } from './space';
export type { SpaceStep } from './space';
export { radii } from './radii';
export { font } from './font';
export { shadow } from './shadow';
export { zIndex } from './z-index';

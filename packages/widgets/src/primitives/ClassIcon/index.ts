export { CLASS_ICONS, ClassIcon, GenericClassIcon } from './ClassIcon';
export type { ClassIconProps } from './ClassIcon';

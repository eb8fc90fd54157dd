export { MaterialsEquipment } from './MaterialsEquipment';
export type { MaterialsEquipmentProps } from './MaterialsEquipment';

export { GeneralInformationCarousel } from './GeneralInformationCarousel';
export type { GeneralInformationCarouselProps } from './GeneralInformationCarousel';

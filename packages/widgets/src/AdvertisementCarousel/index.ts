export { AdvertisementCarousel } from './AdvertisementCarousel';
export type { AdvertisementCarouselProps } from './AdvertisementCarousel';

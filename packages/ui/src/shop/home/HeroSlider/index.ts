export { type HeroSlide, HeroSlider, type HeroSliderProps } from './HeroSlider.tsx'

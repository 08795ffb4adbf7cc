export {
  HomeCallToAction,
  type HomeCallToActionLink,
  type HomeCallToActionProps,
} from './HomeCallToAction.tsx'

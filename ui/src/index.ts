// @vip/ui: browser code the frontends share (compiled from source into each; services never import it).
export { ButtonLink, type ButtonLinkProps } from './button-link/button-link';
export { TAG_TONES, type TagTone } from './tag-tones/tag-tones';
export { clampCount, CountStepper, type CountStepperProps } from './count-stepper/count-stepper';
export { absoluteUrl, OG_IMAGE_PATH, usePageMeta, type PageMeta } from './page-meta/use-page-meta';
export { addDays, isBeforeToday, ISO_DATE, LOCAL_TIME, localIsoDate, useLocalToday } from './search-form/local-date';
export { SEARCH_MESSAGES, SearchForm, TYPE_OPTIONS, type SearchFormProps, type SearchFormValues } from './search-form/search-form';
export { renderStandalone } from './dev/render-standalone';

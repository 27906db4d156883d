// The light components' style sheets alone, for a browser test that renders them without React or antd.
export { BUTTON_STYLE } from './button';
export { PAGE_BASE_STYLE } from './ui-style';

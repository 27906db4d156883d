// For a browser test that renders the styles without React or antd.
export { BUTTON_STYLE } from './button';
export { PAGE_BASE_STYLE } from './ui-style';

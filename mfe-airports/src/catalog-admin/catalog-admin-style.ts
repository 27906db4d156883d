/** The catalog screens' own rules; antd draws the rest. Colours reach 4.5:1 on white (WCAG 2.2 AA). */
export const CATALOG_ADMIN_STYLE = `
.catalog-admin { max-width: 1280px; margin: 0 auto; padding: 24px; }
.catalog-admin__title { font-size: 26px; font-weight: 600; margin: 0 0 12px; color: ${VIP_THEME.colorText}; }
.catalog-admin__nav { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid ${VIP_THEME.colorBorder}; margin-bottom: 20px; }
.catalog-admin__nav a { display: inline-flex; align-items: center; min-height: 40px; padding: 0 14px; color: ${VIP_THEME.colorText}; border-bottom: 3px solid transparent; margin-bottom: -1px; }
.catalog-admin__nav a:hover { color: ${VIP_THEME.colorLink}; }
.catalog-admin__nav a[aria-current='page'] { border-bottom-color: #102a43; font-weight: 600; }
.catalog-admin a:focus-visible, .catalog-admin__heading:focus-visible { outline: 3px solid ${VIP_THEME.colorLink}; outline-offset: 2px; }
.catalog-admin__heading { font-size: 22px; font-weight: 600; margin: 0 0 12px; color: ${VIP_THEME.colorText}; }
.catalog-admin__heading:focus { outline: none; }
.catalog-admin__card-title { font-size: ${VIP_THEME.fontSizeLG}px; font-weight: 600; margin: 0; }
.catalog-admin__subheading { font-size: 16px; font-weight: 600; margin: 0 0 12px; }
.catalog-admin__subsection { margin-top: 20px; }
.catalog-admin__caption { display: block; text-align: left; padding: 8px 0; font-weight: 600; color: ${VIP_THEME.colorText}; }
.catalog-admin__filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; margin-bottom: 16px; }
.catalog-admin__filter { display: flex; flex-direction: column; gap: 4px; }
.catalog-admin__filter label, .catalog-admin__label { font-weight: 500; color: ${VIP_THEME.colorText}; display: block; margin-bottom: 4px; }
.catalog-admin__fieldset { border: 1px solid ${VIP_THEME.colorBorder}; border-radius: ${VIP_THEME.borderRadius}px; padding: 8px 16px 0; margin: 0 0 16px; }
.catalog-admin__fieldset legend { font-weight: 500; padding: 0 6px; width: auto; margin: 0; font-size: ${VIP_THEME.fontSize}px; border: 0; }
.catalog-admin__checkboxes { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 4px 16px; }
.catalog-admin__row--current > td { background: #f6ffed; }
.catalog-admin__fees { color: rgba(0, 0, 0, 0.75); }
.catalog-admin__figure { margin: 0; }
.catalog-admin__figure figcaption { color: ${VIP_THEME.colorTextSecondary}; margin-top: 4px; }
.catalog-admin__image { display: block; max-width: 280px; max-height: 180px; border-radius: ${VIP_THEME.borderRadius}px; border: 1px solid ${VIP_THEME.colorBorder}; }
.catalog-admin__diff { margin: 0; }
.catalog-admin__diff-row { display: flex; gap: 8px; flex-wrap: wrap; }
.catalog-admin__diff dt { font-weight: 500; }
.catalog-admin__diff dt::after { content: ':'; }
.catalog-admin__diff dd { margin: 0; }
.catalog-admin__diff del { color: #a8071a; }
.catalog-admin__diff ins { color: #135200; text-decoration: none; font-weight: 500; }
.catalog-admin__steps { padding-left: 20px; }
.catalog-admin__sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { THEME } from '@vip/contracts/theme';
import { AntdScope } from '../antd-scope/antd-scope';
import { BUTTON_STYLE } from '../light/button';
import { PAGE_BASE_STYLE, UI_STYLE } from '../light/ui-style';

/** The value of `property` in the rule whose selector is exactly `selector`. */
function declared(css: string, selector: string, property: string): string | undefined {
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (selectors!.split(',').some((s) => s.trim() === selector))
      for (const declaration of body!.split(';')) {
        const [name, ...value] = declaration.split(':');
        if (name!.trim() === property) return value.join(':').trim();
      }
  }
  return undefined;
}

function antdTokens() {
  let tokens: ReturnType<typeof antdTheme.useToken>['token'] | undefined;
  function Read() {
    tokens = antdTheme.useToken().token;
    return null;
  }
  render(
    <AntdScope>
      <Read />
    </AntdScope>,
  );
  return tokens!;
}

const root = join(__dirname, '..', '..', '..');
/** The browser code of the public pages and the shared pieces. */
const SOURCES = ['ui/src', 'shell/src', 'mfe-booking/src', 'mfe-airports/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one theme for antd and the light CSS', () => {
  it('draws the light pieces with the colours, radius and font size antd is given', () => {
    const token = antdTokens();
    expect({
      error: declared(UI_STYLE, ':where(.vip-field__error)', 'color'),
      secondary: declared(UI_STYLE, ':where(.vip-text--secondary)', 'color'),
      placeholder: declared(UI_STYLE, ':where(.vip-input)::placeholder', 'color'),
      focus: declared(UI_STYLE, ':where(.vip-input:focus)', 'border-color'),
      radius: declared(UI_STYLE, ':where(.vip-input)', 'border-radius'),
      fontSize: declared(UI_STYLE, ':where(.vip-text)', 'font-size'),
      link: declared(PAGE_BASE_STYLE, '.vip-page a', 'color'),
      primary: declared(BUTTON_STYLE, ':where(.vip-btn--primary)', 'background'),
      buttonRadius: declared(BUTTON_STYLE, ':where(.vip-btn)', 'border-radius'),
    }).toEqual({
      error: token.colorError,
      secondary: token.colorTextSecondary,
      placeholder: token.colorTextPlaceholder,
      focus: token.colorPrimary,
      radius: `${token.borderRadius}px`,
      fontSize: `${token.fontSize}px`,
      link: token.colorLink,
      primary: token.colorPrimary,
      buttonRadius: `${token.borderRadius}px`,
    });
  });

  it("writes no theme colour by hand in the public pages' styles (VIP_THEME.<name> instead)", () => {
    const colours = Object.values(THEME).flatMap((value) => (typeof value === 'string' ? [value] : []));
    const found: string[] = [];
    for (const file of SOURCES.flatMap((dir) => sourceFiles(join(root, dir))))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // A CSS declaration or a style property: `color: #cf1322`, `border: '1px solid #f0f0f0'`.
          for (const [, value] of line.matchAll(/[a-zA-Z-]+\s*:\s*([^;,}]*)/g))
            for (const colour of colours)
              if (value!.includes(colour)) found.push(`${relative(root, file)}:${index + 1} ${colour}`);
        });
    expect(found).toEqual([]);
  });
});

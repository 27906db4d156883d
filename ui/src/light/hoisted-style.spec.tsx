import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HoistedStyle, styleHref } from './hoisted-style';

describe('HoistedStyle', () => {
  it('names the same rules alike and changed rules differently', () => {
    expect(styleHref('ui', '.a { color: red; }')).toBe(styleHref('ui', '.a { color: red; }'));
    expect(styleHref('ui', '.a { color: red; }')).not.toBe(styleHref('ui', '.a { color: blue; }'));
    expect(styleHref('ui', '.a{}')).toMatch(/^vip-ui-[0-9a-z]+$/);
  });

  it('is one <style> in the server HTML however many pieces render it', () => {
    const html = renderToString(
      <div>
        <HoistedStyle name="ui" css=".a { color: red; }" />
        <p>
          <HoistedStyle name="ui" css=".a { color: red; }" />
        </p>
      </div>,
    );
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain('.a { color: red; }');
  });

  it('is one <style> in the page in the browser, and a changed copy stands beside it', () => {
    render(
      <>
        <HoistedStyle name="ui" css=".b { color: red; }" />
        <HoistedStyle name="ui" css=".b { color: red; }" />
        <HoistedStyle name="ui" css=".b { color: blue; }" />
      </>,
    );
    const styles = [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('.b {'));
    expect(styles.map((s) => s.textContent)).toEqual(['.b { color: red; }', '.b { color: blue; }']);
  });
});

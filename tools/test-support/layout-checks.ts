import type { Page } from 'puppeteer-core';

export interface LayoutRules {
  /** The tallest the page's banner (its <header>) may be, in CSS px. */
  headerMaxHeight: number;
  /** Regions allowed to scroll sideways inside themselves (the board's columns), as CSS selectors. */
  scrollRegions?: string[];
  /**
   * Also report text its own box cuts short (hidden overflow, an ellipsis) unless the full text is a hover or
   * spoken name away (title, aria-label): what a longer translation would lose.
   */
  textCut?: boolean;
}

/**
 * What a person would call broken at the page's current width, as readable lines (empty when fine):
 * - the page wider than the screen (it scrolls sideways);
 * - the header taller than its bound, or a control in it wrapped onto a second line;
 * - an element cut off at the screen's edge (outside a region that scrolls or clips on purpose);
 * - a target smaller than 24 × 24 px without the spacing WCAG 2.2 (2.5.8) allows instead; links inside a
 *   sentence are the criterion's inline exception.
 * Only what is rendered and visible counts: closed drawers, hidden inputs and visually-hidden skip links do not.
 */
export function layoutFaults(page: Page, rules: LayoutRules): Promise<string[]> {
  return page.evaluate(({ headerMaxHeight, scrollRegions = [], textCut = false }) => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ') ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        '';
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${label.slice(0, 40)}"`;
    };
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        if (node.getAttribute('aria-hidden') === 'true' && node !== el) return false;
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
      }
      return true;
    };

    if (document.documentElement.scrollWidth > width + 1) {
      // Name what reaches furthest: the innermost elements past the edge, so the fault says where to look.
      const past = [...document.body.querySelectorAll('*')].filter(
        (el) => !el.closest('svg') && el.getBoundingClientRect().right > width + 1,
      );
      // Text can run past its element's box (a long word in a narrow cell): its element is named then.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        if (text.parentElement && range.getBoundingClientRect().right > width + 1) past.push(text.parentElement);
      }
      const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
      const names = innermost.slice(0, 2).map(describe).join(', ');
      faults.push(
        `the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen (it scrolls sideways)` +
          (names ? `: ${names} reach past it` : ''),
      );
    }

    const header = document.querySelector('header');
    if (header) {
      const height = header.getBoundingClientRect().height;
      if (height > headerMaxHeight)
        faults.push(`the header is ${Math.round(height)} px tall (at most ${headerMaxHeight})`);
      header.querySelectorAll('a, button').forEach((control) => {
        if (!visible(control)) return;
        // Lines of its text (an icon beside the words sits lower or higher, it is not a second line).
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim() || !visible(text.parentElement!)) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        boxes.sort((a, b) => a.top - b.top);
        const lines: DOMRect[] = [];
        for (const box of boxes) if (!lines.length || box.top >= lines[lines.length - 1]!.bottom - 2) lines.push(box);
        if (lines.length > 1) faults.push(`${describe(control)} in the header wraps onto ${lines.length} lines`);
      });
    }

    // Cut off at the edge: an element that reaches past the screen. Excused only inside a region named as
    // scrolling sideways on purpose, or under an ancestor that hides its overflow on screen (a carousel, an
    // ellipsis). A dialog's or drawer's own scrolling box does not excuse it: antd's modal wrap fills the screen
    // and scrolls, so content too wide for a dialog would otherwise never count.
    const insideRegion = (el: Element) => scrollRegions.some((selector) => el.closest(selector));
    const clippedByAncestor = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'hidden' || overflowX === 'clip') {
          const box = node.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const cut: Element[] = [];
    document.body.querySelectorAll('*').forEach((el) => {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') return;
      const rect = el.getBoundingClientRect();
      if (rect.right <= width + 1 && rect.left >= -1) return;
      if (getComputedStyle(el).position === 'fixed' && rect.left >= width) return; // a closed drawer waiting off-screen
      if (!visible(el) || insideRegion(el) || clippedByAncestor(el)) return;
      // Report the outermost such element only: its children are cut because it is.
      if (cut.some((outer) => outer.contains(el))) return;
      cut.push(el);
    });
    for (const el of cut.slice(0, 5)) {
      const rect = el.getBoundingClientRect();
      faults.push(
        `${describe(el)} is cut off at the screen's edge (${Math.round(rect.left)}-${Math.round(rect.right)} px of ${width})`,
      );
    }

    // Text cut short by its own box: the words are there but not shown.
    if (textCut) {
      const shortened: Element[] = [];
      document.body.querySelectorAll('*').forEach((el) => {
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!ownText || !visible(el) || insideRegion(el)) return;
        const style = getComputedStyle(el);
        const hides = (o: string) => o === 'hidden' || o === 'clip';
        const cutSideways = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const cutBelow = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        if (!cutSideways && !cutBelow) return;
        const full = (el.textContent ?? '').trim();
        const named = [el, el.parentElement].some(
          (n) => n && (n.getAttribute('title')?.trim() === full || n.getAttribute('aria-label')?.trim() === full),
        );
        if (!named && !shortened.some((outer) => outer.contains(el))) shortened.push(el);
      });
      for (const el of shortened.slice(0, 5))
        faults.push(
          `${describe(el)} is cut short (${el.clientWidth} × ${el.clientHeight} px shown of ${el.scrollWidth} × ${el.scrollHeight})`,
        );
    }

    // Targets: what a pointer can activate.
    const targets = new Map<Element, DOMRect>();
    document.body
      .querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=combobox]',
      )
      .forEach((el) => {
        if ((el as HTMLElement).closest('[inert]') || (el as HTMLButtonElement).disabled) return;
        // A checkbox's or radio's target is its label; an input inside antd's select, picker or affix box is
        // that box's (a click anywhere on it focuses the input).
        const type = (el as HTMLInputElement).type;
        const box =
          el.tagName === 'INPUT'
            ? el.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number')
            : null;
        const target =
          (type === 'checkbox' || type === 'radio') && el.closest('label') ? el.closest('label')! : (box ?? el);
        if (!visible(target) || targets.has(target)) return;
        // A control inside another target (the input inside antd's select box) is the outer one's.
        if ([...targets.keys()].some((outer) => outer.contains(target))) return;
        targets.set(target, target.getBoundingClientRect());
      });
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return !!block && getComputedStyle(el).display === 'inline' && (block.textContent ?? '').trim().length > own;
    };
    const entries = [...targets.entries()];
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    for (const [el, rect] of entries) {
      if (rect.width >= 23.5 && rect.height >= 23.5) continue;
      if (inSentence(el)) continue;
      // The spacing exception: a 24 px circle on its centre touches no other target (nor another small one's circle).
      const c = centre(rect);
      const crowded = entries.some(([other, r]) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const small = r.width < 23.5 || r.height < 23.5;
        return small ? Math.hypot(centre(r).x - c.x, centre(r).y - c.y) < 24 : distanceToRect(c, r) < 12;
      });
      if (crowded)
        faults.push(
          `${describe(el)} is a ${Math.round(rect.width)} × ${Math.round(rect.height)} px target, too close to another (at least 24 × 24 px)`,
        );
    }
    return faults;
  }, rules);
}

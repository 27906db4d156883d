/**
 * What a browser does to a focused field that becomes disabled: the focus goes to nothing. jsdom keeps it there and
 * will not blur a disabled field, so the focus is lost here as it is when its element goes away.
 */
export function loseFocus(): void {
  const elsewhere = document.body.appendChild(document.createElement('button'));
  elsewhere.focus();
  elsewhere.remove();
}

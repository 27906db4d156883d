import { RESULT_STYLE } from '../remotes/result-style';

/** The 404 screen, in plain elements (antd's Result look): it is the shell's, shown where no page is. */
export function NotFoundPage() {
  return (
    <div className="shell-result">
      <style>{RESULT_STYLE}</style>
      <div className="shell-result__status" aria-hidden="true">
        404
      </div>
      <h1 className="shell-result__title" style={{ fontSize: 28 }}>
        404 Page Not Found
      </h1>
      <p className="shell-result__subtitle">Did you forget to add the page to the router?</p>
    </div>
  );
}

import { ResultScreen } from '@vip/ui';

/** The 404 screen, in plain elements (antd's Result look): it is the shell's, shown where no page is. */
export function NotFoundPage() {
  return (
    <ResultScreen
      status="404"
      title={
        <h1 className="vip-result__title" style={{ fontSize: 28 }}>
          404 Page Not Found
        </h1>
      }
      subtitle="Did you forget to add the page to the router?"
    />
  );
}

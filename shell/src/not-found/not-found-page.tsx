import { ResultScreen } from '@vip/ui';

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

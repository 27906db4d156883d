import { Result } from 'antd';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
    />
  );
}

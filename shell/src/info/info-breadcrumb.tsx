import { Breadcrumb } from 'antd';
import { Link } from 'react-router';

export function InfoBreadcrumb({ page }: { page: string }) {
  return <Breadcrumb style={{ marginBottom: 24 }} items={[{ title: <Link to="/">Home</Link> }, { title: page }]} />;
}

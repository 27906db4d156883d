import { Link } from 'react-router';
import { Alert, Typography } from 'antd';

/** The link back to the board that the back office's own pages end with. */
export function BackToDashboard() {
  return (
    <Typography.Paragraph style={{ marginTop: 16 }}>
      <Link to="/admin/dashboard" style={{ textDecoration: 'underline' }}>
        Back to the dashboard
      </Link>
    </Typography.Paragraph>
  );
}

/**
 * A page a signed-in colleague's role may not use: it says so (svc-ops would refuse its calls, 403) instead of loading.
 */
export function NoAccessPage({
  title,
  notice,
  description,
  maxWidth = 1100,
}: {
  title: string;
  notice: string;
  description: string;
  maxWidth?: number;
}) {
  return (
    <section style={{ maxWidth, margin: '0 auto', padding: 24 }} aria-labelledby="no-access-title">
      <Typography.Title id="no-access-title" level={1} style={{ fontSize: 26 }}>
        {title}
      </Typography.Title>
      <Alert type="info" showIcon title={notice} description={description} />
      <BackToDashboard />
    </section>
  );
}

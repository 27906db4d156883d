import { Link } from 'react-router-dom';
import { Alert, Typography } from 'antd';
import { BRAND } from '@vip/contracts';

/** `/booking`: the booking wizard's place; until it ships, requests are taken by phone and e-mail. */
export function BookingPage() {
  return (
    <section style={{ maxWidth: 900, margin: '0 auto', padding: '48px 24px' }} aria-labelledby="booking-title">
      <Typography.Title id="booking-title" level={1}>
        Premium Airport Services
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        message="Online booking is being prepared"
        description={
          <>
            Until it opens, our concierge team takes requests at <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> or{' '}
            <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>. See where we operate in the <Link to="/airports">airport list</Link>.
          </>
        }
      />
    </section>
  );
}

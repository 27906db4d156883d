import { Col, Form, Input, Row, Select } from 'antd';
import { REGIONS } from '@vip/contracts/vocabulary';
import { TimeZoneSelect } from './time-zone-select';

/** What an airport's form holds (create and edit); empty optional fields are null in the API. */
export interface AirportFormValues {
  code?: string;
  icao?: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  region: string;
  timeZone: string;
}

/** Said for a choice left empty (the schema's own words are about the wire). */
export const AIRPORT_CHOICES = { region: 'Choose a region', timeZone: 'Choose a time zone' };

export const AIRPORT_FORM_FIELDS = ['code', 'icao', 'name', 'city', 'country', 'countryCode', 'region', 'timeZone'];

/** The names, place, region and time zone of an airport; the code only when it is being created. */
export function AirportFields({ withCode }: { withCode?: boolean }) {
  return (
    <Row gutter={16}>
      {withCode && (
        <Col xs={24} md={8}>
          <Form.Item name="code" label="IATA code" required>
            <Input maxLength={3} autoComplete="off" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={withCode ? 16 : 24}>
        <Form.Item name="name" label="Airport name" required>
          <Input maxLength={160} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="city" label="City" required>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="country" label="Country" required>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="countryCode" label="Country code (ISO 3166)" required>
          <Input maxLength={2} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="icao" label="ICAO code (optional)">
          <Input maxLength={4} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="region" label="Region" required>
          <Select options={REGIONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="timeZone"
          label="Time zone"
          required
          extra="Flight times and the start of each price are local to this zone."
        >
          <TimeZoneSelect />
        </Form.Item>
      </Col>
    </Row>
  );
}

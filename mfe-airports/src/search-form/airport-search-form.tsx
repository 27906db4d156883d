import { useEffect } from 'react';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TRAVELLER_LIMITS, type ServiceType } from '@vip/contracts';
import { CountStepper } from './count-stepper';
import { isBeforeToday, useLocalToday } from './local-date';

export interface AirportSearchFormProps {
  airportCode: string;
  target: '/booking' | '/booking/search';
}

interface SearchValues {
  airport: string;
  type: ServiceType;
  date: string;
  time: string;
  adults: number;
  children: number;
}

const TYPE_OPTIONS: Array<{ value: ServiceType; label: string }> = [
  { value: 'arrival', label: 'Arrival' },
  { value: 'departure', label: 'Departure' },
  { value: 'transfer', label: 'Transfer' },
];

export const DEFAULT_SEARCH_TIME = '14:00';

/** Search at one airport (read-only): sends the visitor to the booking wizard with the six query parameters. */
export function AirportSearchForm({ airportCode, target }: AirportSearchFormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<SearchValues>();
  const today = useLocalToday();
  // The date starts on the visitor's today, known once the page runs in the browser (not the server's).
  useEffect(() => {
    if (today && !form.getFieldValue('date')) form.setFieldValue('date', today);
  }, [form, today, airportCode]);

  const onFinish = (values: SearchValues) => {
    const params = new URLSearchParams({
      airport: airportCode,
      type: values.type,
      date: values.date,
      time: values.time,
      adults: String(values.adults),
      children: String(values.children),
    });
    navigate(`${target}?${params.toString()}`);
  };

  return (
    <Form<SearchValues>
      // A new airport starts a fresh form.
      key={airportCode}
      name="airport-search"
      layout="vertical"
      requiredMark={false}
      form={form}
      initialValues={{ airport: airportCode, type: 'arrival', date: '', time: DEFAULT_SEARCH_TIME, adults: 1, children: 0 }}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Airport" name="airport">
            <Input readOnly />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Service type" name="type" rules={[{ required: true, message: 'Please select a service type' }]}>
            <Select options={TYPE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Flight date"
            name="date"
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error('Please select a flight date');
                  if (isBeforeToday(value)) throw new Error('Date cannot be earlier than today');
                },
              },
            ]}
          >
            <Input type="date" min={today} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Flight time"
            name="time"
            rules={[
              { required: true, message: 'Please enter a flight time' },
              { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Please enter a flight time' },
            ]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Adults" name="adults" rules={[{ required: true, message: 'At least 1 adult is required' }]}>
            <CountStepper min={TRAVELLER_LIMITS.adultsMin} max={TRAVELLER_LIMITS.adultsMax} noun="adults" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Children" name="children" extra="Under 12">
            <CountStepper min={TRAVELLER_LIMITS.childrenMin} max={TRAVELLER_LIMITS.childrenMax} noun="children" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" block>
        Find Services
      </Button>
    </Form>
  );
}

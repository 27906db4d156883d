import { Checkbox, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import {
  SERVICE_INCLUSION_LABELS,
  SERVICE_INCLUSIONS,
  type AdminService,
  type ServiceInclusion,
} from '@vip/contracts/schemas';
import {
  SERVICE_LEVELS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  STAFF_LEVEL_LABELS,
  type ServiceLevel,
  type ServiceType,
} from '@vip/contracts/vocabulary';
import { useVendors } from './api';

/** What a service's form holds; the API's inclusions record is a list of ticked flags here. */
export interface ServiceFormValues {
  vendorId?: number | null;
  serviceType: ServiceType;
  serviceLevel: ServiceLevel;
  name: string;
  description: string;
  includedTravelers: number;
  freeChildrenAllowance: number;
  greeterLimit: number;
  afterHoursStart: string;
  afterHoursEnd: string;
  cancellationDeadlineHours: number;
  tags: string[];
  isPopular: boolean;
  isPremium: boolean;
  inclusions: ServiceInclusion[];
  active: boolean;
}

export const SERVICE_FORM_FIELDS = [
  'vendorId',
  'serviceType',
  'serviceLevel',
  'name',
  'description',
  'includedTravelers',
  'freeChildrenAllowance',
  'greeterLimit',
  'afterHoursStart',
  'afterHoursEnd',
  'cancellationDeadlineHours',
  'tags',
  'isPopular',
  'isPremium',
  'inclusions',
  'active',
] as const;

/** Said for a choice left empty (the schema's own words are about the wire). */
export const SERVICE_CHOICES = { serviceLevel: 'Choose a level', serviceType: 'Choose a type' };

export const inclusionsOf = (record: Record<string, boolean>): ServiceInclusion[] =>
  SERVICE_INCLUSIONS.filter((k) => record[k]);

/** Only the ticked flags: a flag not sent is false. */
export const inclusionRecord = (ticked: readonly ServiceInclusion[]): Partial<Record<ServiceInclusion, boolean>> =>
  Object.fromEntries(SERVICE_INCLUSIONS.filter((k) => ticked.includes(k)).map((k) => [k, true]));

export function serviceFormValues(s: AdminService): ServiceFormValues {
  return {
    vendorId: s.vendor?.id ?? null,
    serviceType: s.serviceType,
    serviceLevel: s.serviceLevel,
    name: s.name,
    description: s.description,
    includedTravelers: s.includedTravelers,
    freeChildrenAllowance: s.freeChildrenAllowance,
    greeterLimit: s.greeterLimit,
    afterHoursStart: s.afterHoursStart,
    afterHoursEnd: s.afterHoursEnd,
    cancellationDeadlineHours: s.cancellationDeadlineHours,
    tags: s.tags,
    isPopular: s.isPopular,
    isPremium: s.isPremium,
    inclusions: inclusionsOf(s.inclusions),
    active: s.active,
  };
}

/** The form's values as the API reads them (empty vendor: none). */
export function serviceBody(values: ServiceFormValues) {
  return { ...values, vendorId: values.vendorId ?? null, inclusions: inclusionRecord(values.inclusions ?? []) };
}

const wide = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

/** Every field of a service the contracts carry: what it is, who delivers it, its rules and its badges. */
export function ServiceFields() {
  const vendors = useVendors();
  return (
    <>
      <Row gutter={16}>
        <Col {...wide}>
          <Form.Item name="name" label="Service name" required>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col {...wide}>
          <Form.Item name="vendorId" label="Vendor">
            <Select<number | null>
              allowClear
              placeholder="No vendor"
              loading={vendors.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            />
          </Form.Item>
        </Col>
        <Col {...wide}>
          <Form.Item name="serviceLevel" label="Level" required>
            <Select<ServiceLevel> options={SERVICE_LEVELS.map((l) => ({ value: l, label: STAFF_LEVEL_LABELS[l] }))} />
          </Form.Item>
        </Col>
        <Col {...wide}>
          <Form.Item name="serviceType" label="Type" required>
            <Select<ServiceType> options={SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_LABELS[t] }))} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label="Description" required>
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
      <fieldset className="catalog-admin__fieldset">
        <legend>Travellers and children</legend>
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="includedTravelers" label="Travellers included" required>
              <InputNumber<number> min={1} max={20} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              name="freeChildrenAllowance"
              label="Children free of charge"
              required
              extra="Children beyond it pay the child fee."
            >
              <InputNumber<number> min={0} max={10} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="greeterLimit" label="Travellers per greeter" required>
              <InputNumber<number> min={1} max={30} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      <fieldset className="catalog-admin__fieldset">
        <legend>Hours and cancellation</legend>
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="afterHoursStart" label="After hours from" required>
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="afterHoursEnd" label="After hours until" required>
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              name="cancellationDeadlineHours"
              label="Free cancellation until (hours before)"
              required
              extra="From 0 to 168 hours."
            >
              <InputNumber<number> min={0} max={168} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      <Form.Item name="inclusions" label="Amenities and inclusions">
        <Checkbox.Group
          className="catalog-admin__checkboxes"
          options={SERVICE_INCLUSIONS.map((k) => ({ value: k, label: SERVICE_INCLUSION_LABELS[k] }))}
        />
      </Form.Item>
      <Form.Item name="tags" label="Tags" extra="Type a tag and press Enter; at most 12.">
        <Select<string[]> mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="isPopular" label="Popular badge" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="isPremium" label="Premium" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="active" label="Active (bookable)" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

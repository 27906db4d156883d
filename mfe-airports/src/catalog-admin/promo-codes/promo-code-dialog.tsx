import { useEffect, useState } from 'react';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Switch, Typography } from 'antd';
import {
  PROMO_CODE_STATE_LABELS,
  PROMO_LIMITS,
  adminPromoCodeCreateSchema,
  adminPromoCodeUpdateSchema,
  type AdminPromoCode,
} from '@vip/contracts/schemas';
import { SERVICE_LEVELS, STAFF_LEVEL_LABELS, type ServiceLevel } from '@vip/contracts/vocabulary';
import { isConflict, showFieldErrors } from '../common/errors';
import { ConflictNotice, ErrorNotice } from '../common/feedback';
import { parseForm } from '../common/form-helpers';
import { changedFields } from '../common/format';
import { useCreatePromoCode, useUpdatePromoCode } from './api';
import { browserZone, fromLocalInput, toLocalInput } from './local-time';

interface PromoFormValues {
  code: string;
  description: string;
  discounts: Partial<Record<ServiceLevel, number | null>>;
  validFrom: string;
  validUntil: string;
  usageLimit: number | null;
  perEmailLimit: number | null;
  active: boolean;
}

const FIELDS = ['code', 'description', 'discounts', 'validFrom', 'validUntil', 'usageLimit', 'perEmailLimit', 'active'];

const valuesOf = (p: AdminPromoCode): PromoFormValues => ({
  code: p.code,
  description: p.description,
  discounts: p.discounts,
  validFrom: toLocalInput(p.validFrom),
  validUntil: toLocalInput(p.validUntil),
  usageLimit: p.usageLimit,
  perEmailLimit: p.perEmailLimit,
  active: p.active,
});

/** The API's shape: levels without a discount left out, empty window ends and limits null. */
function bodyOf(v: PromoFormValues) {
  const discounts = Object.fromEntries(
    Object.entries(v.discounts ?? {}).filter(([, pct]) => pct !== null && pct !== undefined),
  );
  return {
    description: v.description ?? '',
    discounts,
    validFrom: fromLocalInput(v.validFrom),
    validUntil: fromLocalInput(v.validUntil),
    usageLimit: v.usageLimit ?? null,
    perEmailLimit: v.perEmailLimit ?? null,
    active: v.active ?? false,
  };
}

/** A level's discount message goes on that level's field; one about the discounts as a whole, above the form. */
const fieldOf = (path: PropertyKey[]) => {
  if (path.length === 0) return undefined;
  if (path[0] !== 'discounts') return [String(path[0])];
  return path.length > 1 ? ['discounts', String(path[1])] : undefined;
};

/** Creates a promo code, or edits one (its code stays); shows its uses so far. */
export function PromoCodeDialog({
  open,
  promo,
  onClose,
  onReload,
}: {
  open: boolean;
  /** Null: a new code. */
  promo: AdminPromoCode | null;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PromoFormValues>();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode(promo?.code ?? '');
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const zone = browserZone();
  // Each opening starts from the code as it is, and so does a reload after a conflict (a newer version).
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setConflict(false);
    setNotice(null);
    setFailure(null);
  }, [form, open, promo?.code, promo?.version]);

  const failed = (error: unknown) => {
    if (isConflict(error)) setConflict(true);
    else if (!showFieldErrors(form, error, FIELDS)) setFailure(error);
  };

  const submit = (values: PromoFormValues) => {
    setNotice(null);
    setFailure(null);
    const body = bodyOf(values);
    if (!promo) {
      const parsed = parseForm(form, adminPromoCodeCreateSchema, { ...body, code: values.code ?? '' }, { fieldOf });
      if (!parsed.data) return setNotice(parsed.formErrors[0] ?? null);
      return create.mutate(parsed.data, {
        onSuccess: (saved) => {
          notification.success({ title: `Promo code ${saved.code} created` });
          onClose();
        },
        onError: failed,
      });
    }
    const change = changedFields<Record<string, unknown>>(bodyOf(valuesOf(promo)), body);
    const parsed = parseForm(form, adminPromoCodeUpdateSchema, { version: promo.version, ...change }, { fieldOf });
    if (!parsed.data) return setNotice(parsed.formErrors[0] ?? null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        notification.success({ title: `Promo code ${saved.code} saved` });
        onClose();
      },
      onError: failed,
    });
  };

  return (
    <Modal
      open={open}
      forceRender
      title={promo ? `Promo code ${promo.code}` : 'New promo code'}
      okText={promo ? 'Save promo code' : 'Create promo code'}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      width={760}
    >
      {conflict && (
        <ConflictNotice
          onReload={() => {
            setConflict(false);
            void onReload();
          }}
        />
      )}
      {notice && <Alert type="warning" showIcon role="alert" title={notice} style={{ marginBottom: 16 }} />}
      {failure !== null && <ErrorNotice title="Could not save the promo code" error={failure} />}
      {promo && (
        <Typography.Paragraph>
          {PROMO_CODE_STATE_LABELS[promo.state]}. Used {promo.used} {promo.used === 1 ? 'time' : 'times'}
          {promo.usageLimit !== null ? ` of ${promo.usageLimit}` : ''}.
        </Typography.Paragraph>
      )}
      <Form<PromoFormValues>
        form={form}
        layout="vertical"
        initialValues={promo ? valuesOf(promo) : { discounts: {}, active: true, usageLimit: null, perEmailLimit: null }}
        onFinish={submit}
        noValidate
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label="Code" required={!promo} extra="3 to 20 capital letters or digits.">
              <Input
                maxLength={20}
                disabled={Boolean(promo)}
                style={{ textTransform: 'uppercase' }}
                autoComplete="off"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="description" label="Description (travellers see it)" required>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <fieldset className="catalog-admin__fieldset">
          <legend>Discount per service level (%), empty: not discounted</legend>
          <Row gutter={16}>
            {SERVICE_LEVELS.map((level) => (
              <Col key={level} xs={12} md={6}>
                <Form.Item name={['discounts', level]} label={STAFF_LEVEL_LABELS[level]}>
                  <InputNumber<number> min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
        <fieldset className="catalog-admin__fieldset">
          <legend>Valid (your time, {zone}); empty: no limit</legend>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="validFrom" label="From">
                <Input type="datetime-local" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="validUntil" label="Until">
                <Input type="datetime-local" />
              </Form.Item>
            </Col>
          </Row>
        </fieldset>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="usageLimit" label="Total budget (uses)" extra="Empty: no budget.">
              <InputNumber<number> min={1} max={PROMO_LIMITS.budgetMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="perEmailLimit" label="Uses per customer e-mail" extra="Empty: no limit.">
              <InputNumber<number> min={1} max={PROMO_LIMITS.perEmailMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="active" label="Active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

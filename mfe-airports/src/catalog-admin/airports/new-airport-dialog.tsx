import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { adminAirportCreateSchema } from '@vip/contracts/schemas';
import { errorText } from '../common/errors';
import { parseForm } from '../common/form-helpers';
import { orNull } from '../common/format';
import { AIRPORT_CHOICES, AirportFields, type AirportFormValues } from './airport-fields';
import { useCreateAirport } from './api';

/** A new airport starts retired: it is opened once its services are in. */
export function NewAirportDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (code: string) => void;
}) {
  const [form] = Form.useForm<AirportFormValues>();
  const create = useCreateAirport();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: AirportFormValues) => {
    setProblem(null);
    const parsed = parseForm(
      form,
      adminAirportCreateSchema,
      { ...values, icao: orNull(values.icao?.trim()), active: false },
      { choices: AIRPORT_CHOICES },
    );
    if (!parsed.data) return;
    create.mutate(parsed.data, {
      onSuccess: (airport) => {
        form.resetFields();
        onCreated(airport.code);
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Modal
      open={open}
      title="Add an airport"
      okText="Add airport"
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <p>The airport is added retired: open it once its services and prices are in.</p>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Form<AirportFormValues>
        form={form}
        layout="vertical"
        initialValues={{ code: '', name: '', city: '', country: '', countryCode: '', icao: '' }}
        onFinish={submit}
        noValidate
      >
        <AirportFields withCode />
      </Form>
    </Modal>
  );
}

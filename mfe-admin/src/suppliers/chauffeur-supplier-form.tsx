import { Alert, AutoComplete, Button, Flex, Input, Modal, Radio } from 'antd';
import { ChauffeurSupplierDetails } from './chauffeur-supplier-details';
import { SUBMIT_LABELS, type SupplierFormMode } from './chauffeur-supplier-draft';
import { Field } from './form-field';
import { useChauffeurSupplierForm, type ChauffeurSupplierFormProps } from './use-chauffeur-supplier-form';

export { parseAirportCodes, SUBMIT_LABELS, type SupplierFormMode } from './chauffeur-supplier-draft';
export type { ChauffeurSupplierFormProps } from './use-chauffeur-supplier-form';

/**
 * Add New Supplier: typing a name suggests existing suppliers; choosing one switches to appending
 * airport codes to it (or to updating it), so the same company is not created twice.
 */
export function ChauffeurSupplierForm({ open, onClose, session, airport, supplier }: ChauffeurSupplierFormProps) {
  const form = useChauffeurSupplierForm({ open, onClose, session, airport, supplier });
  const {
    existing,
    mode,
    setMode,
    draft,
    set,
    newCodes,
    setNewCodes,
    error,
    describedBy,
    formError,
    suggestions,
    choose,
    startOver,
    pending,
    submit,
    setErrors,
  } = form;
  const title =
    mode === 'create'
      ? 'Add New Supplier'
      : mode === 'update'
        ? `Update ${existing?.supplierName}`
        : `Append Airport Codes to ${existing?.supplierName}`;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={pending} onClick={submit}>
          {SUBMIT_LABELS[mode]}
        </Button>,
      ]}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Flex vertical gap={12}>
          {formError && <Alert type="error" showIcon title={formError} />}
          <Field
            id="chauffeur-name"
            label="Supplier name"
            error={error('supplierName')}
            help={
              existing
                ? undefined
                : 'Choose an existing supplier from the suggestions to update it or add airport codes'
            }
          >
            {existing ? (
              <Input
                id="chauffeur-name"
                value={draft.supplierName}
                disabled={mode === 'append'}
                onChange={(e) => set('supplierName', e.target.value)}
                aria-describedby={describedBy('chauffeur-name', 'supplierName')}
              />
            ) : (
              <AutoComplete
                id="chauffeur-name"
                value={draft.supplierName}
                virtual={false}
                options={(suggestions.data ?? []).map((s) => ({
                  value: s.id,
                  label: `${s.supplierName} (${s.airportCodes.join(', ')})`,
                }))}
                onChange={(text) => {
                  // Choosing an option fires onChange with its id; onSelect handles that.
                  if (!suggestions.data?.some((s) => s.id === text)) set('supplierName', text);
                }}
                onSelect={(id: string) => choose(id)}
                // Enter here picks a suggestion; it must not submit the form as well.
                onKeyDown={(e) => {
                  if (e.key === 'Enter') e.preventDefault();
                }}
                aria-describedby={describedBy('chauffeur-name', 'supplierName') ?? 'chauffeur-name-help'}
                status={error('supplierName') ? 'error' : undefined}
              />
            )}
          </Field>
          {existing && (
            <Alert
              type="info"
              title={`${existing.supplierName} already exists (${existing.airportCodes.join(', ')}).`}
              description={
                <Flex vertical gap={8}>
                  <Radio.Group
                    aria-label="What to do with this supplier"
                    value={mode}
                    onChange={(e) => {
                      setMode(e.target.value as SupplierFormMode);
                      setErrors({});
                    }}
                    options={[
                      { value: 'append', label: 'Add airport codes' },
                      { value: 'update', label: 'Update its details' },
                    ]}
                  />
                  {!supplier && (
                    <Button size="small" onClick={startOver} style={{ alignSelf: 'start' }}>
                      Create a different supplier
                    </Button>
                  )}
                </Flex>
              }
            />
          )}
          {mode === 'append' ? (
            <Field
              id="chauffeur-new-codes"
              label="Airport codes to add"
              error={error('airportCodes')}
              help="Three-letter codes separated by commas, or ALL"
            >
              <Input
                id="chauffeur-new-codes"
                value={newCodes}
                onChange={(e) => setNewCodes(e.target.value.toUpperCase())}
                status={error('airportCodes') ? 'error' : undefined}
                aria-describedby={describedBy('chauffeur-new-codes', 'airportCodes') ?? 'chauffeur-new-codes-help'}
              />
            </Field>
          ) : (
            <ChauffeurSupplierDetails form={form} />
          )}
          {/* Enter in a field submits, as in any form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Flex>
      </form>
    </Modal>
  );
}

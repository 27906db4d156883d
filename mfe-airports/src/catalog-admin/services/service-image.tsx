import { useId, useRef, useState } from 'react';
import { App, Button, Card, Flex, Typography } from 'antd';
import { SERVICE_IMAGE_MAX_BYTES, type AdminService } from '@vip/contracts/schemas';
import { useCatalogAdmin } from '../common/catalog-context';
import { isConflict } from '../common/errors';
import { ConflictNotice, ErrorNotice } from '../common/feedback';
import { useUploadServiceImage } from './api';
import { checkServiceImage, type CheckedImage } from './image-check';

const MAX_MB = SERVICE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The service's picture on its public card; a new one is checked, previewed, then uploaded. */
export function ServiceImage({ service, reload }: { service: AdminService; reload: () => void }) {
  const { canEdit } = useCatalogAdmin();
  const { notification } = App.useApp();
  const upload = useUploadServiceImage(service.id);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<(CheckedImage & { ok: true; name: string }) | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const choose = async (file: File | undefined) => {
    setChosen(null);
    setMessage(null);
    upload.reset();
    if (!file) return;
    const checked = await checkServiceImage(file);
    if (checked.ok) setChosen({ ...checked, name: file.name });
    else setMessage(checked.message);
  };

  const send = () => {
    if (!chosen) return;
    upload.mutate(
      { version: service.version, image: chosen.image },
      {
        onSuccess: () => {
          setChosen(null);
          if (input.current) input.current.value = '';
          notification.success({ title: 'The new image is saved' });
        },
        onError: (error) => isConflict(error) && setConflict(true),
      },
    );
  };

  return (
    <Card title={<h3 className="catalog-admin__card-title">Image</h3>} style={{ marginBottom: 16 }}>
      {conflict && (
        <ConflictNotice
          onReload={() => {
            setConflict(false);
            reload();
          }}
        />
      )}
      <Flex gap={24} wrap align="start">
        <figure className="catalog-admin__figure">
          {service.image ? (
            <img src={service.image} alt={`Current image of ${service.name}`} className="catalog-admin__image" />
          ) : (
            <Typography.Text type="secondary">No image yet.</Typography.Text>
          )}
          <figcaption>Current image</figcaption>
        </figure>
        {chosen && (
          <figure className="catalog-admin__figure">
            <img src={chosen.preview} alt={`Preview of ${chosen.name}`} className="catalog-admin__image" />
            <figcaption>New image, not saved yet</figcaption>
          </figure>
        )}
      </Flex>
      {canEdit && (
        <div className="catalog-admin__subsection">
          <label htmlFor={inputId} className="catalog-admin__label">
            Choose a new image (PNG, JPEG or WebP, at most {MAX_MB} MB)
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={message ? `${inputId}-error` : undefined}
            aria-invalid={message ? true : undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {message && (
            <Typography.Text type="danger" role="alert" id={`${inputId}-error`} style={{ display: 'block' }}>
              {message}
            </Typography.Text>
          )}
          {upload.isError && !isConflict(upload.error) && (
            <ErrorNotice title="Could not save the image" error={upload.error} />
          )}
          <Button type="primary" onClick={send} disabled={!chosen} loading={upload.isPending} style={{ marginTop: 8 }}>
            Upload image
          </Button>
        </div>
      )}
    </Card>
  );
}

import { ResultScreen, useT } from '@vip/ui';

export function NotFoundPage() {
  const t = useT();
  return (
    <ResultScreen
      status="404"
      title={
        <h1 className="vip-result__title" style={{ fontSize: 28 }}>
          {t('notFound.title')}
        </h1>
      }
      subtitle={t('notFound.subtitle')}
    />
  );
}

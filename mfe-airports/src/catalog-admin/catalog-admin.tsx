import { lazy, Suspense, useMemo, useRef, type ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Alert, Flex, Result, Spin } from 'antd';
import type { CatalogAdminProps } from '@vip/contracts/platform';
import { AntdScope, HoistedStyle, StaffTokenSource } from '@vip/ui';
import { CATALOG_ADMIN_STYLE } from './catalog-admin-style';
import { CatalogApi } from './common/catalog-api';
import { CatalogAdminContext, type CatalogAdminContextValue } from './common/catalog-context';

// Each screen is a chunk of its own, loaded when first shown: the exposed module itself is the frame.
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const AirportsPage = screen(() => import('./airports/airports-page'), 'AirportsPage');
const AirportPage = screen(() => import('./airports/airport-page'), 'AirportPage');
const ServicesPage = screen(() => import('./services/services-page'), 'ServicesPage');
const NewServicePage = screen(() => import('./services/new-service-page'), 'NewServicePage');
const ServicePage = screen(() => import('./services/service-page'), 'ServicePage');
const PromoCodesPage = screen(() => import('./promo-codes/promo-codes-page'), 'PromoCodesPage');
const AuditPage = screen(() => import('./audit/audit-page'), 'AuditPage');
const CsvPage = screen(() => import('./csv/csv-page'), 'CsvPage');

const SECTIONS = [
  { to: 'airports', label: 'Airports' },
  { to: 'services', label: 'Services' },
  { to: 'promo-codes', label: 'Promo codes' },
  { to: 'audit', label: 'Audit log' },
  { to: 'csv', label: 'CSV' },
] as const;

/**
 * The catalog team's back office, mounted by the back office's frame at `basePath`: airports, services and their
 * prices, promo codes, the audit log and CSV. It calls svc-catalog with a staff token it asks svc-ops for.
 */
export function CatalogAdmin({ basePath, staff, onSessionEnded }: CatalogAdminProps) {
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;
  const api = useMemo(
    () =>
      new CatalogApi(
        new StaffTokenSource({
          audience: 'svc-catalog',
          csrfToken: staff.csrfToken,
          onSessionEnded: () => ended.current(),
        }),
      ),
    [staff.csrfToken],
  );
  const context = useMemo<CatalogAdminContextValue>(
    () => ({ api, canEdit: staff.permissions.includes('catalog.edit'), basePath: basePath.replace(/\/$/, '') }),
    [api, staff.permissions, basePath],
  );

  return (
    <AntdScope>
      <CatalogAdminContext.Provider value={context}>
        <HoistedStyle name="catalog-admin" css={CATALOG_ADMIN_STYLE} />
        <div className="catalog-admin">
          <h1 className="catalog-admin__title">Catalog</h1>
          <nav className="catalog-admin__nav" aria-label="Catalog">
            {SECTIONS.map((s) => (
              <NavLink key={s.to} to={`${context.basePath}/${s.to}`}>
                {s.label}
              </NavLink>
            ))}
          </nav>
          {!context.canEdit && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Read only"
              description="Your role can look at the catalog but not change it; the catalog team makes changes."
            />
          )}
          <Suspense
            fallback={
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin size="large" aria-label="Loading" />
              </Flex>
            }
          >
            <Routes>
              <Route index element={<Navigate to="airports" replace />} />
              <Route path="airports" element={<AirportsPage />} />
              <Route path="airports/:code" element={<AirportPage />} />
              <Route path="services" element={<ServicesPage />} />
              <Route path="services/new" element={<NewServicePage />} />
              <Route path="services/:id" element={<ServicePage />} />
              <Route path="promo-codes" element={<PromoCodesPage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="csv" element={<CsvPage />} />
              <Route path="*" element={<Result status="404" title="No such catalog page" />} />
            </Routes>
          </Suspense>
        </div>
      </CatalogAdminContext.Provider>
    </AntdScope>
  );
}

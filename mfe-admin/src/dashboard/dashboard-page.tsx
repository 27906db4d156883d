import { useRef, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router';
import { App, Button, Card, Checkbox, Col, Flex, Row, Segmented, Select, Statistic, Tag, Typography } from 'antd';
import { type BoardView, type StaffSession } from '@vip/contracts/schemas';
import {
  ADMIN_STATUSES,
  ADMIN_STATUS_LABELS,
  type AdminStatus,
  type BoardOwnerFilter,
} from '@vip/contracts/vocabulary';
import { homePath, useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { BookingModal } from '../booking-detail/booking-modal';
import { usePartnerList } from '../partners/api';
import { exportCsvUrl, useBoardSummary, useChangeStatus, type BoardFilter } from './api';
import { GREEN_TAG } from '../ui/tag-colors';
import { BoardColumn } from './board-column';
import { CancelledList } from './cancelled-list';
import { useLiveBoard } from './use-live-board';
import { moveLabel, type MovedBooking } from './booking-card';
import { errorMessage } from '../ui/error-message';
import { SearchBox } from '../ui/search-box';
import { focusWhenShown } from '../ui/focus-when-shown';
import { retryingAfterError } from '@vip/ui';
import { RetryButton } from '../ui/retry-button';

type BoardDensity = 'comfortable' | 'compact';
const DENSITY_KEY = 'vip-admin-board-density';

/** The staff member's choice of columns, kept in this browser (a laptop's staff keep compact). */
function useBoardDensity(): [BoardDensity, (next: BoardDensity) => void] {
  const [density, setDensity] = useState<BoardDensity>(() => {
    try {
      return localStorage.getItem(DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable';
    } catch {
      return 'comfortable';
    }
  });
  const choose = (next: BoardDensity) => {
    setDensity(next);
    try {
      localStorage.setItem(DENSITY_KEY, next);
    } catch {
      // Not kept: the choice holds for this visit.
    }
  };
  return [density, choose];
}

/**
 * Only one partner's bookings: a select of the partners, shown once there are any. The partner list is an admin's
 * (partners.manage), so other roles see the board without it.
 */
function PartnerFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const can = useCan();
  const partners = usePartnerList({ q: '', active: 'all' }, can('partners.manage'));
  const items = partners.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Flex align="center" gap={6}>
      <label htmlFor="board-partner">Partner</label>
      <Select
        id="board-partner"
        style={{ width: 220 }}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="All bookings"
        value={value ?? undefined}
        onChange={(id?: string) => onChange(id ?? null)}
        options={items.map((p) => ({ value: p.id, label: p.sandbox ? `${p.companyName} (sandbox)` : p.companyName }))}
      />
    </Flex>
  );
}

function Dashboard({ session }: { session: StaffSession }) {
  const [density, setDensity] = useBoardDensity();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const [q, setQ] = useState('');
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [owner, setOwner] = useState<BoardOwnerFilter | 'all'>('all');
  const [overdue, setOverdue] = useState(false);
  const filter: BoardFilter = { q, partnerId, owner: owner === 'all' ? null : owner, overdue };
  const summary = useBoardSummary(filter);
  const changeStatus = useChangeStatus(session);
  // Each card is busy until its own move is answered.
  const [movingIds, setMovingIds] = useState<ReadonlySet<string>>(() => new Set());
  const latestMove = useRef(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [view, setView] = useState<BoardView>('active');
  const live = useLiveBoard();

  // Each move is told and followed on its own answer: two moves at once (a drag, then a menu) are two answers.
  const changeAndTell = async (booking: MovedBooking, to: AdminStatus) => {
    // A move from the card's menu leaves focus on nothing once it is done (the menu and the card's old place are
    // gone): it follows the card to its new column, so the next Tab or move goes on from there.
    const focusFollows = focusIsOnCard(booking.referenceCode);
    const thisMove = ++latestMove.current;
    setMovingIds((ids) => new Set(ids).add(booking.id));
    try {
      await changeStatus.mutateAsync({ booking, to });
    } catch (error) {
      notification.error({ title: 'Could not update status', description: errorMessage(error) });
      return;
    } finally {
      setMovingIds((ids) => new Set([...ids].filter((id) => id !== booking.id)));
    }
    notification.success({
      title: 'Status updated',
      description: `${booking.referenceCode} moved to ${ADMIN_STATUS_LABELS[to]}.`,
    });
    // The column may be off screen (ten columns on a laptop): bring it into view, where the card now is.
    document
      .getElementById(`column-${to}`)
      ?.closest('section')
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'center' });
    // Only the latest move takes the focus along, and only if staff have not gone on meanwhile: an earlier answer must
    // not pull it from the card moved since, nor close another card's menu opened while this move was answered.
    if (focusFollows && thisMove === latestMove.current && focusMayFollow(booking.referenceCode))
      focusWhenShown(
        `section[aria-labelledby="column-${to}"] button[aria-label="${moveLabel(booking.referenceCode)}"]`,
      );
  };
  const move = (booking: MovedBooking, to: AdminStatus) => {
    if (booking.adminStatus !== to) void changeAndTell(booking, to);
  };

  const cards = [
    { key: 'total', title: 'Total Bookings', value: summary.data?.total },
    { key: 'paid', title: 'Paid Bookings', value: summary.data?.paid },
    { key: 'escalations', title: 'Escalations', value: summary.data?.escalations },
    { key: 'agents', title: 'Travel Agents', value: summary.data?.travelAgents },
  ];

  return (
    <section style={{ maxWidth: 1600, margin: '0 auto', padding: 24 }} aria-labelledby="dashboard-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={8}>
          <Typography.Title id="dashboard-title" level={1} style={{ fontSize: 26, margin: 0 }}>
            Booking Management Dashboard
          </Typography.Title>
          <span role="status" aria-live="polite">
            {live === 'live' && <Tag style={GREEN_TAG}>Live</Tag>}
            {live === 'connecting' && <Tag>Reconnecting…</Tag>}
          </span>
        </Flex>
        <Flex gap={12} align="center" wrap>
          <Button type="primary" onClick={() => navigate('/chauffeur-booking')}>
            Create Chauffeur Service
          </Button>
          <SearchBox
            placeholder="Search bookings..."
            aria-label="Search bookings"
            onSearch={(value) => setQ(value.trim())}
            style={{ width: 280 }}
          />
          <PartnerFilter value={partnerId} onChange={setPartnerId} />
          {/* A plain download: the browser streams the file with the session cookie. */}
          {can('bookings.export') && (
            <Button href={exportCsvUrl(filter)} download icon={<DownloadOutlined aria-hidden />}>
              Export CSV
            </Button>
          )}
        </Flex>
      </Flex>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {cards.map((c) => (
          <Col xs={12} md={6} key={c.key}>
            <Card size="small">
              <Statistic
                title={c.title}
                value={c.value ?? '–'}
                loading={summary.isPending && !retryingAfterError(summary)}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {(summary.isError || retryingAfterError(summary)) && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
          We couldn't load the totals. <RetryButton query={summary} size="small" />
        </Typography.Paragraph>
      )}

      <Flex gap={16} wrap align="center" style={{ marginTop: 16 }}>
        <Segmented<BoardView>
          aria-label="Board view"
          value={view}
          onChange={setView}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'cancelled', label: `Cancelled${summary.data ? ` (${summary.data.cancelled})` : ''}` },
          ]}
        />
        <Segmented<BoardOwnerFilter | 'all'>
          aria-label="Owner"
          value={owner}
          onChange={setOwner}
          options={[
            { value: 'all', label: 'Everyone' },
            { value: 'me', label: 'Mine' },
            { value: 'none', label: 'Unassigned' },
          ]}
        />
        <Checkbox checked={overdue} onChange={(e) => setOverdue(e.target.checked)}>
          Overdue
        </Checkbox>
        {view === 'active' && (
          <Segmented<BoardDensity>
            aria-label="Columns"
            value={density}
            onChange={setDensity}
            options={[
              { value: 'comfortable', label: 'Comfortable columns' },
              { value: 'compact', label: 'Compact columns' },
            ]}
          />
        )}
      </Flex>
      {view === 'active' ? (
        <div
          role="region"
          aria-label="Status board"
          tabIndex={0}
          style={{ display: 'flex', gap: 12, overflowX: 'auto', marginTop: 16, paddingBottom: 8 }}
        >
          {ADMIN_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              filter={filter}
              count={summary.data?.byStatus[status]}
              movingIds={movingIds}
              onMove={move}
              onOpen={setOpenId}
              compact={density === 'compact'}
            />
          ))}
        </div>
      ) : (
        <CancelledList filter={filter} onOpen={setOpenId} />
      )}
      <BookingModal bookingId={openId} session={session} onClose={() => setOpenId(null)} />
    </section>
  );
}

/** /admin/dashboard: the status board, for signed-in staff only (the server checks every call). */
function focusIsOnCard(referenceCode: string): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    active.closest('[role="menu"]') !== null ||
    active.closest(`[data-testid="card-${referenceCode}"]`) !== null
  );
}

/** At the answer: focus still lost or on the moved card, and no other card's Move menu open (it holds the focus). */
function focusMayFollow(referenceCode: string): boolean {
  const mine = moveLabel(referenceCode);
  const otherMenuOpen = [...document.querySelectorAll('button.ant-dropdown-open[aria-label]')].some(
    (button) => button.getAttribute('aria-label') !== mine,
  );
  return !otherMenuOpen && focusIsOnCard(referenceCode);
}

export function DashboardPage() {
  return (
    <RequireStaff>
      {(session) =>
        // The catalog team has no board: their place is the catalog.
        session.permissions.includes('bookings.view') ? (
          <Dashboard session={session} />
        ) : (
          <Navigate to={homePath(session)} replace />
        )
      }
    </RequireStaff>
  );
}

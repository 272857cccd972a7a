import { dashboard as text } from "../../domain/messages/dashboard";
import { admin } from "../../domain/messages/staff";
import { PageShell } from "../components/layout/page-shell";
import { AdminOnly } from "../components/staff/admin-only";
import { AuditTrail } from "../components/staff/dashboard/audit-trail";
import { ContactMessages } from "../components/staff/dashboard/contact-messages";
import { HelpDeskAccess } from "../components/staff/dashboard/help-desk-access";
import { OverviewCards } from "../components/staff/dashboard/overview-cards";
import { ReleaseControl } from "../components/staff/dashboard/release-control";
import { SyncControl } from "../components/staff/dashboard/sync-control";
import { Link } from "../components/ui/link";

// /dashboard, for system admins: the controls first, then the figures
// and what visitors wrote, then who did what, then who may help.
export default function DashboardPage() {
  return (
    <AdminOnly>
      <PageShell title={admin.dashboardTitle}>
        <p className="mt-2">
          <Link to="/dashboard/analytics" className="font-semibold text-brand-700 hover:underline">
            {text.analyticsLink}
          </Link>
        </p>
        <section aria-labelledby="system-controls" className="mt-8">
          <h2 id="system-controls" className="text-xl font-semibold text-slate-900">
            {text.systemControls}
          </h2>
          <div className="mt-4 grid gap-4 desktop:grid-cols-2">
            <SyncControl />
            <ReleaseControl />
          </div>
        </section>
        <OverviewCards />
        <ContactMessages />
        <AuditTrail />
        <HelpDeskAccess />
      </PageShell>
    </AdminOnly>
  );
}

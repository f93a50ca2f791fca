import { AppHeader } from '../components/AppHeader';
import { NewReportCard } from '../dashboard/NewReportCard';
import { PreviousReports } from '../dashboard/PreviousReports';
import './DashboardPage.css';

export function DashboardPage() {
  return (
    <>
      <title>Dashboard - Mis Reportes — titulo360</title>
      <AppHeader title="Dashboard - Mis Reportes" />
      <main className="page-container dashboard">
        <NewReportCard />
        <PreviousReports />
      </main>
    </>
  );
}

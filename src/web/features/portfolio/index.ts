// What other features use of the portfolio (docs/decisions/0015): a member's work as the
// profile page shows it, and the manager the dashboard opens.
export { usePortfolio } from './api/portfolio-api';
export { PortfolioGallery } from './components/portfolio-gallery';
export { PortfolioManagerDialog, type PortfolioManagerView } from './components/portfolio-manager-dialog';
export { PORTFOLIO_UI_TEXTS } from './lib/portfolio-rules';

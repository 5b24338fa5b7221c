// What other features use of the portfolio (docs/decisions/0015).
export { listPortfolio, type PortfolioDeps } from './portfolio.service.js';

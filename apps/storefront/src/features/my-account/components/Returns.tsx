import { Route, Routes } from 'react-router';
import { ReturnForm } from './ReturnForm.js';
import { ReturnsList } from './ReturnsList.js';
import './returns.css';

/**
 * /{lang}/my-account/returns (docs/product/returns.md): the orders the shopper can return (or already returns),
 * and /returns/{code} the form that files the return of one of them. Its own lazy chunk.
 */
export default function Returns() {
  return (
    <div className="sf-my-account-section" data-testid="section-returns">
      <Routes>
        <Route index element={<ReturnsList />} />
        <Route path=":code" element={<ReturnForm />} />
      </Routes>
    </div>
  );
}

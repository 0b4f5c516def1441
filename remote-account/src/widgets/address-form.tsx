import { Link } from 'react-router-dom';

/** Exposed as `./AddressForm` for the cart's add-address overlay. */
export default function AddressForm() {
  return (
    <section aria-labelledby="address-overlay-title">
      <h2 id="address-overlay-title">Add New Address</h2>
      <Link to="/user/address">Manage addresses</Link>
    </section>
  );
}

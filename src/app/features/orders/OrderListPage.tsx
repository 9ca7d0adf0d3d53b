// Placeholder of the lead's contract commit; the helper building this screen replaces it.
export default function OrderListPage() {
  return null;
}

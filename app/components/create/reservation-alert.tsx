import { useEffect } from "react";
import { reservationPage } from "../../../domain/messages/purchase";
import { useNavigate } from "../../hooks/use-navigate";

// On /landing2, every way a reservation ends returns to /landing after 3 seconds.
const RETURN_DELAY_MS = 3000;

export function ReservationAlert({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/landing"), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">{reservationPage.returning}</p>
    </div>
  );
}

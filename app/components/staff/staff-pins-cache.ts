import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { adminPinsKey, staffPinsKey, type TStaffPin } from "../../api/staff-pins";

// A rename or delete changes the lists already on screen at once. A name search is not asked
// again, since it would no longer find a renamed pin; the admin's pages are, for their order,
// totals and the pins that move up from the next page.
export function useStaffPinsCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const update = (change: (pins: TStaffPin[]) => TStaffPin[]) => {
      queryClient.setQueriesData<{ pins: TStaffPin[] }>({ queryKey: staffPinsKey }, (data) =>
        data === undefined ? data : { ...data, pins: change(data.pins) },
      );
      void queryClient.invalidateQueries({ queryKey: adminPinsKey });
    };
    return {
      replacePin: (renamed: TStaffPin) => update((pins) => pins.map((pin) => (pin.id === renamed.id ? renamed : pin))),
      removePin: (id: number) => update((pins) => pins.filter((pin) => pin.id !== id)),
    };
  }, [queryClient]);
}

CREATE INDEX "activity_events_assignment_field_idx" ON "activity_events" USING btree ("assignment_id","field");--> statement-breakpoint
DROP INDEX "activity_events_assignment_idx";--> statement-breakpoint
-- team_kpi_apply reads the events of the ticked records through the index above. Its plan is made
-- once per database session and kept: made while activity_events was still small, it scanned the
-- whole table, and every tick then took longer as events piled up (8 ms at 25,000 events). Without
-- sequential scans the plan stays an index lookup whatever the statistics said at the time. JIT goes
-- too: the penalty that rules sequential scans out makes every plan look costly enough to compile,
-- which took 50 ms per call.
ALTER FUNCTION team_kpi_apply() SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION team_kpi_apply() SET jit = off;

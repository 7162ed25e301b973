-- The manual rebate listed "Lotería 0,5 %" twice (issue 26 #10). Its rates (062) named the catalogue's
-- lottery types LOTT and ELOTT beside LOTTERY, but a LOTT or ELOTT entry only opens the lottery (the
-- launch refuses it: features/launch/launch-routes.ts, checkLaunchable), and every lottery bet, regional
-- or fast, is a valid bet of type LOTTERY (features/bonus/valid-bets.ts). No bet ever carried LOTT or
-- ELOTT: their lines were always 0.00, LOTT under the same name as LOTTERY. One rate per kind of bet.
DELETE FROM rebate_rate WHERE game_type IN ('LOTT', 'ELOTT');

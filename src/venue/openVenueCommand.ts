// Shared with `comanda scenario`: the command lives in commands/ (DESIGN §2 lets both import it).
export { openVenueCommand } from '../../commands/venueCommands'

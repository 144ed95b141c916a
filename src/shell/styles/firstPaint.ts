// The stylesheets every page a guest lands on paints with (the venue home, the menu, a category, an
// item, the special menus, search, about, and the popups their code opens), render-blocking and
// small (about a third of Mantine's whole sheet). Mantine's order: baseline, variables, global,
// then components. The whole sheet follows when the guest first acts (./wholeLook.ts): a component
// of those pages missing here would stay unstyled until then, so each one is here
// (tests/app/shell/firstPaintStyles.test.ts reads the pages' imports). The files come in the order
// of Mantine's whole sheet (UnstyledButton before the buttons built on it): in another order a
// reset wins over a component's own padding until the whole sheet arrives, and the page shifts
// then. Both are the `.layer` variants: Mantine's rules live in `@layer mantine`, so loading the
// whole sheet later cannot override the app's own (unlayered) rules, whatever the order the files
// arrive in.
// SPEC §9: Roboto is the default font, shipped with the app (no font service is called): the
// Latin weights the screens use, shown with font-display swap so text never waits for them. A
// venue's own font is used where the guest's device has it, else Roboto.
import '@fontsource/roboto/latin-400.css'
import '@fontsource/roboto/latin-500.css'
import '@fontsource/roboto/latin-700.css'
import './robotoFallback.css'
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Chip.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Image.layer.css'
import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/core/styles/Radio.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/core/styles/Typography.layer.css'

package ch.cabinetlacparole.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}

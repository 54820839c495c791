package ch.cabinet.site;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
